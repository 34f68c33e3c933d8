// Staffing (SPEC §2.1 /bemanna, §3, §5): needs per staffing task, the shifts that cover them, and
// the warnings a planner sees as they assign. The law itself is the working-time area's.
export * from './candidates';
export * from './copy';
export * from './day-span';
export * from './needs';
export * from './overrides';
export * from './planner';
export * from './shifts';
export * from './swaps';
export * from './warnings';
