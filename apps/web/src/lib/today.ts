import { toIsoDate } from '@lonportal/domain/validation/dates';

// Today, in a module of its own: a painted page compares it with the day it was painted on as it
// starts (first-paint.ts), so it goes with the entry; imported lazily, it went with the logged-in
// pages' code (date-filter.ts) and a public page loaded all of that (issue 12).

/** Today's local date (YYYY-MM-DD). */
export const todayIso = (): string => toIsoDate(new Date());
