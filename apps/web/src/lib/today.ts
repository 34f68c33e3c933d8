import { toIsoDate } from '@lonportal/domain/validation/dates';

// Today, in a module of its own: a painted public page asks for it before the logged-in pages' code
// (date-filter.ts) is wanted (issue 12).

/** Today's local date (YYYY-MM-DD). */
export const todayIso = (): string => toIsoDate(new Date());
