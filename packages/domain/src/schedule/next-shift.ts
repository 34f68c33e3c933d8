// The dashboard's "next shift" (GET /schedule/next, from the days GET /schedule reads): the first
// published shift that has not ended, or, on days without shifts, the work schedule's next day with
// times. A night is two stored parts (SPEC §5), shown as one from the evening's start to the
// morning's end. Its schema imports no more than the dashboard already loads.
import { z } from 'zod';
import { addDays } from '../dates';
import { PASS_TYPER } from '../working-time';
import type { ScheduleDay, ScheduleShift } from './schedule';

/** The days ahead, today included, the next shift is looked for in. */
export const NASTA_PASS_DAGAR = 14;

type NextShift =
  | { kind: 'pass'; Datum: string; pass: ScheduleShift; SlutDatum: string; SlutTid: string }
  | { kind: 'schema'; Datum: string; StartTid: string; SlutTid: string };

/** GET /schedule/next: the next shift, or null when none is planned in NASTA_PASS_DAGAR days. */
export const NastaPassSchema = z.object({
  Nasta: z
    .object({
      /** PASS: a published shift; SCHEMA: the work schedule's day, where no shift is planned. */
      Kalla: z.enum(['PASS', 'SCHEMA']),
      Datum: z.string(),
      StartTid: z.string(),
      /** A night ends the next day (its morning part, SPEC §5). */
      SlutDatum: z.string(),
      SlutTid: z.string(),
      Typ: z.enum(PASS_TYPER),
      /** The staffing task's name (its code where it has none); '' for the work schedule. */
      Uppgift: z.string(),
      /** The department's name: the place ('' where none). */
      Plats: z.string(),
      Kollegor: z.array(z.string()),
    })
    .nullable(),
  Dagar: z.int(),
});
export type NastaPass = z.output<typeof NastaPassSchema>;

/** The next shift as GET /schedule/next answers it. */
export function nastaPass(days: readonly ScheduleDay[], now: { Datum: string; Tid: string }): NastaPass {
  const next = nextShift(days, now);
  if (!next) return { Nasta: null, Dagar: NASTA_PASS_DAGAR };
  if (next.kind === 'schema')
    return {
      Nasta: {
        Kalla: 'SCHEMA',
        Datum: next.Datum,
        StartTid: next.StartTid,
        SlutDatum: next.Datum,
        SlutTid: next.SlutTid,
        Typ: 'ARBETE',
        Uppgift: '',
        Plats: '',
        Kollegor: [],
      },
      Dagar: NASTA_PASS_DAGAR,
    };
  const p = next.pass;
  return {
    Nasta: {
      Kalla: 'PASS',
      Datum: next.Datum,
      StartTid: p.StartTid,
      SlutDatum: next.SlutDatum,
      SlutTid: next.SlutTid,
      Typ: p.Typ,
      Uppgift: p.BemuppgiftNamn || p.Bemuppgift,
      Plats: p.AvdelningNamn || p.Avdelning,
      Kollegor: p.Kollegor,
    },
    Dagar: NASTA_PASS_DAGAR,
  };
}

/** Whether leave or absence takes the whole day (a degree of 100 % or more together). */
const wholeDayOff = (d: ScheduleDay) =>
  [...d.Ledighet, ...d.Franvaro].reduce((sum, a) => sum + a.Omfattning, 0) >= 100;

/** The next shift from `now` (Stockholm wall time) in `days`; null when none is planned. */
export function nextShift(
  days: readonly ScheduleDay[],
  now: { Datum: string; Tid: string },
): NextShift | null {
  const sorted = [...days].filter((d) => d.Datum >= now.Datum).sort((a, b) => (a.Datum < b.Datum ? -1 : 1));
  const byDate = new Map(sorted.map((d) => [d.Datum, d]));
  // '24:00' sorts after every other time of the day, as it should.
  const ended = (datum: string, slutTid: string) => datum === now.Datum && slutTid <= now.Tid;
  for (const day of sorted) {
    const passes = [...day.Pass].sort((a, b) => (a.StartTid < b.StartTid ? -1 : 1));
    for (const pass of passes) {
      let [SlutDatum, SlutTid] = [day.Datum, pass.SlutTid];
      if (pass.SlutTid === '24:00') {
        const morning = byDate
          .get(addDays(day.Datum, 1))
          ?.Pass.find((p) => p.StartTid === '00:00' && p.Bemuppgift === pass.Bemuppgift);
        if (morning) [SlutDatum, SlutTid] = [addDays(day.Datum, 1), morning.SlutTid];
      }
      if (SlutDatum === day.Datum && ended(day.Datum, SlutTid)) continue;
      return { kind: 'pass', Datum: day.Datum, pass, SlutDatum, SlutTid };
    }
    const tider = day.SchemaTider;
    if (day.Pass.length === 0 && tider && day.SchemaTimmar > 0 && !wholeDayOff(day)) {
      if (ended(day.Datum, tider.SlutTid)) continue;
      return { kind: 'schema', Datum: day.Datum, StartTid: tider.StartTid, SlutTid: tider.SlutTid };
    }
  }
  return null;
}
