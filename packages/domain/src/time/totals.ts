// Hours per day, per period and per time code (SPEC §5 Time reporting): the one rule the time
// report, the calendar, the print view, the PDF and the attest list add hours by.

/** Time code types that are absence (DOMAIN §12 standard codes SEM, SJK, VAB, FPE, TJL, KOM). */
const ABSENCE_TYPES = new Set(['FRANVARO', 'SJUK', 'VAB', 'SEMESTER', 'KOMP']);
/** Supplements paid on top of worked time (OB, on-call standby): not counted as hours of the day. */
const SUPPLEMENT_TYPES = new Set(['OB', 'BEREDSKAP']);

export type TidKodKind = 'attendance' | 'absence' | 'supplement';
/** How a row's time code counts, by the code. */
export type KindOf = (tidKod: string) => TidKodKind;

/** How a time code's hours count in a day: attendance, absence, or a supplement that does not count. */
export function tidKodKind(typ: string): TidKodKind {
  if (ABSENCE_TYPES.has(typ)) return 'absence';
  return SUPPLEMENT_TYPES.has(typ) ? 'supplement' : 'attendance';
}

/** The kind of each code from its type (`[TidKod, Typ]` pairs); an unknown code counts as attendance. */
export function kindOfCodes(codes: Iterable<readonly [tidKod: string, typ: string]>): KindOf {
  const byCode = new Map<string, TidKodKind>();
  for (const [tidKod, typ] of codes) byCode.set(tidKod, tidKodKind(typ));
  return (tidKod) => byCode.get(tidKod) ?? 'attendance';
}

/**
 * Hours shown and stored with 2 decimals (numeric(6,2)): the one place sums are rounded. A sum
 * that cancels out is 0, never −0 (which would show as "−0,00").
 */
export const roundHours = (hours: number): number => Math.round(hours * 100) / 100 || 0;

/** The rounded sum of `hours`. */
export const sumHours = (hours: Iterable<number>): number => {
  let sum = 0;
  for (const h of hours) sum += h;
  return roundHours(sum);
};

/** A row as the sums read it. */
export interface HoursRow {
  TidKod: string;
  Timmar: number;
}

/** Unrounded attendance and absence of `entries` (supplements left out), for the day's warnings. */
export function sumByKind(entries: readonly { hours: number; kind: TidKodKind }[]): {
  attendance: number;
  absence: number;
} {
  let attendance = 0;
  let absence = 0;
  for (const e of entries) {
    if (e.kind === 'attendance') attendance += e.hours;
    else if (e.kind === 'absence') absence += e.hours;
  }
  return { attendance, absence };
}

/** A row with the kind of its code, leaving out supplements (they are not hours of the day). */
export function countedEntries(
  rows: readonly HoursRow[],
  kindOf: KindOf,
): { hours: number; kind: Exclude<TidKodKind, 'supplement'> }[] {
  return rows.flatMap((r) => {
    const kind = kindOf(r.TidKod);
    return kind === 'supplement' ? [] : [{ hours: r.Timmar, kind }];
  });
}

export interface DayHours {
  /** Attendance and absence (supplements such as OB are paid on top and not counted). */
  reported: number;
  attendance: number;
  absence: number;
}

/** The hours of one day's rows by kind, rounded. */
export function dayHours(rows: readonly HoursRow[], kindOf: KindOf): DayHours {
  const { attendance, absence } = sumByKind(rows.map((r) => ({ hours: r.Timmar, kind: kindOf(r.TidKod) })));
  return {
    attendance: roundHours(attendance),
    absence: roundHours(absence),
    reported: roundHours(attendance + absence),
  };
}

/** Reported hours (attendance and absence, not supplements) of any rows, rounded once. */
export function reportedHours(rows: readonly HoursRow[], kindOf: KindOf): number {
  const { attendance, absence } = sumByKind(rows.map((r) => ({ hours: r.Timmar, kind: kindOf(r.TidKod) })));
  return roundHours(attendance + absence);
}

/** One day as the period's totals read it. */
export interface TotalsDay {
  scheduled: number;
  attendance: number;
  absence: number;
  /** How many warnings the day has. */
  warnings: number;
}

export interface PeriodTotals extends DayHours {
  scheduled: number;
  /** Reported minus scheduled. */
  difference: number;
  daysWithWarnings: number;
}

/** The period's sums from its days' hours: scheduled against reported. */
export function periodTotals(days: readonly TotalsDay[]): PeriodTotals {
  let scheduled = 0;
  let attendance = 0;
  let absence = 0;
  let daysWithWarnings = 0;
  for (const d of days) {
    scheduled += d.scheduled;
    attendance += d.attendance;
    absence += d.absence;
    if (d.warnings > 0) daysWithWarnings += 1;
  }
  const reported = roundHours(attendance + absence);
  return {
    scheduled: roundHours(scheduled),
    attendance: roundHours(attendance),
    absence: roundHours(absence),
    reported,
    difference: roundHours(reported - scheduled),
    daysWithWarnings,
  };
}

export interface CodeSum {
  tidKod: string;
  antal: number;
  timmar: number;
}

/** Rows and hours per time code (every kind, supplements too), in Swedish code order. */
export function sumsPerCode(rows: readonly HoursRow[]): CodeSum[] {
  const by = new Map<string, CodeSum>();
  for (const r of rows) {
    const s = by.get(r.TidKod) ?? { tidKod: r.TidKod, antal: 0, timmar: 0 };
    s.antal += 1;
    s.timmar += r.Timmar;
    by.set(r.TidKod, s);
  }
  return [...by.values()]
    .map((s) => ({ ...s, timmar: roundHours(s.timmar) }))
    .sort((a, b) => a.tidKod.localeCompare(b.tidKod, 'sv'));
}
