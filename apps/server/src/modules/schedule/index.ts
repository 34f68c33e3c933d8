// The schedule area's entry (ARCHITECTURE "Areas", ADR 0025): its routes, and an employee's
// approved leave as the schedule shows it (the calendar feed shows the same).
export { default as scheduleRoutes } from './routes';
export { approvedLeave } from './repository';
