// The calendar-feed area's entry (ARCHITECTURE "Areas", ADR 0025): its routes.
export { default as calendarFeedRoutes } from './routes';
