// The schedule area's entry (ARCHITECTURE "Areas", ADR 0025): the employee's schedule as other areas
// show it (the dashboard's next shift).
export { nextShiftQuery } from './api/get-next-shift';
