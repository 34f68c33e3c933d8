// The balances as /lonebesked shows them (DOMAIN §12 `saldo`): the vacation days of each kind the
// payroll program reports, the other balances it gives, and the chart's columns over the year.
import type { Saldo, Semesterdagar } from '@lonportal/domain/payslips/index';

export const VACATION_KINDS = ['Betalda', 'Obetalda', 'Forskott', 'Sparade'] as const;
export type VacationKind = (typeof VACATION_KINDS)[number];

/** The vacation days worth a line: a kind with some day in it (a kind the company does not use is all nothing). */
export const vacationKinds = (saldo: Saldo): { kind: VacationKind; days: Semesterdagar }[] =>
  VACATION_KINDS.map((kind) => ({ kind, days: saldo.Semester[kind] })).filter(({ days }) =>
    [days.Totalt, days.Uttagna, days.Kvar].some((v) => v !== null && v !== 0),
  );

/** The balances besides vacation days, in the order shown; those the payroll program leaves out are not. */
export const OTHER_BALANCES = [
  { field: 'FlexSaldo', unit: 'hours' },
  { field: 'KompSaldo', unit: 'hours' },
  { field: 'TidbankTimmar', unit: 'hours' },
  { field: 'TidbankBelopp', unit: 'kronor' },
  { field: 'SemLonTotalt', unit: 'kronor' },
  { field: 'SemLonUtbetald', unit: 'kronor' },
] as const;
export type OtherBalance = (typeof OTHER_BALANCES)[number];

export const otherBalances = (saldo: Saldo): (OtherBalance & { value: number })[] =>
  OTHER_BALANCES.flatMap((b) => {
    const value = saldo[b.field];
    return value === null ? [] : [{ ...b, value }];
  });

/** The latest balances of a list oldest first (GET /lonebesked's Saldon), or null. */
export const latestSaldo = (saldon: readonly Saldo[]): Saldo | null => saldon.at(-1) ?? null;

/** A chart's series: a balance over the year, a point for each date the payroll program gave it. */
export interface ChartPoint {
  Datum: string;
  value: number;
}

export const flexSeries = (saldon: readonly Saldo[]): ChartPoint[] =>
  saldon.flatMap((s) => (s.FlexSaldo === null ? [] : [{ Datum: s.Datum, value: s.FlexSaldo }]));

export const vacationSeries = (saldon: readonly Saldo[]): ChartPoint[] =>
  saldon.flatMap((s) =>
    s.Semester.Betalda.Kvar === null ? [] : [{ Datum: s.Datum, value: s.Semester.Betalda.Kvar }],
  );

/** Where a column stands in its chart, in per cent of the chart's height from the top. */
export interface Column {
  top: number;
  height: number;
}

const percent = (n: number) => Math.round(n * 1000) / 10;

/**
 * Each value's column between the chart's top (the largest value, or 0) and bottom (the smallest,
 * or 0): a positive value stands on the zero line, a negative one hangs from it (a flex balance
 * below zero). `zero` is the zero line's place; a value of 0 is a column of no height on it.
 */
export function columns(values: readonly number[]): { zero: number; columns: Column[] } {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const at = (v: number) => (max - v) / span;
  return {
    zero: percent(at(0)),
    columns: values.map((v) => ({
      top: percent(at(Math.max(v, 0))),
      height: percent(Math.abs(v) / span),
    })),
  };
}
