// The payslips area's entry (ARCHITECTURE "Areas", ADR 0025): its routes, and telling employees
// their payslip is there on its pay day (the job queue's hourly round).
export { default as payslipRoutes } from './routes';
export { announceDuePayslips } from './announce';
