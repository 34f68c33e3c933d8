// The schedule area's entry (ARCHITECTURE "Areas", ADR 0025): its routes, and an employee's
// approved leave and the names of shifts' tasks and departments as the schedule shows them (the
// calendar feed shows the same).
export { default as scheduleRoutes } from './routes';
export { approvedLeave } from './repository';
export { namesOf as shiftNames } from './load-schedule';
