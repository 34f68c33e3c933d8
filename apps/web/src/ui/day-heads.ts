// What a narrow day column's head shows: the calendar's seven columns on a phone, the absence
// calendar's month of columns.

/**
 * A weekday's short name for a narrow column ('niedz.' → 'nie', 'tors' → 'tor'): three letters at
 * most, without the abbreviation's full stop, so that neighbouring heads never run together
 * ("TydzPon.").
 */
export const narrowWeekdayName = (shortName: string): string =>
  Array.from(shortName.replace(/\.$/, '')).slice(0, 3).join('');
