// The working-time law's engine (DOMAIN §4, packages/domain/src/working-time/law.ts) over a
// planner's largest question: 1,000 employees with a year of shifts each (day shifts, nights split
// at midnight, jour and beredskap), checked person by person on every rule, in one process.
import { arbetstidsRegler, arbetstidsvarningar, type Arbetspass } from '@lonportal/domain';
import { addDays, stockholmInstant } from '@lonportal/domain/dates';
import type { Report, Section } from './section';

const EMPLOYEES = Number(process.env.BENCH_WT_EMPLOYEES ?? 1000);
const YEAR = 2026;
const ROUNDS = 5;
/** The period asked about, as a planner asks for a year; the last days of the year before are history. */
const PERIOD = { from: `${YEAR}-01-01`, to: `${YEAR}-12-31` };
/** The target for all of them, once (the engine's own time, no I/O). */
const TARGET_MS = 200;

/**
 * A year of one person's shifts as a planner makes them: a rotation of six weeks (four of days,
 * one of evenings, one of nights split at midnight), jour after a day now and then, and beredskap
 * on a Saturday; mostly within the law, with the breaches a real plan has (a long day with jour,
 * a weekend shortened by beredskap).
 */
function yearOf(person: number): Arbetspass[] {
  const shifts: Arbetspass[] = [];
  const add = (datum: string, from: string, to: string, typ: Arbetspass['typ'], rastMinuter = 0) =>
    shifts.push({ start: stockholmInstant(datum, from), end: stockholmInstant(datum, to), typ, rastMinuter });
  for (let week = 0; week < 53; week++) {
    const monday = addDays(`${YEAR - 1}-12-28`, week * 7);
    const kind = (week + person) % 6;
    for (let day = 0; day < 5; day++) {
      const datum = addDays(monday, day);
      if (kind < 4) add(datum, '07:00', '15:45', 'ARBETE', 45);
      else if (kind === 4) add(datum, '14:00', '22:30', 'ARBETE', 30);
      else if (day < 4) {
        add(datum, '22:00', '24:00', 'ARBETE');
        add(addDays(datum, 1), '00:00', '07:00', 'ARBETE', 60);
      }
      if (kind === 1 && day === 2) add(datum, '16:00', '22:00', 'JOUR');
    }
    if (kind === 0) add(addDays(monday, 5), '08:00', '20:00', 'BEREDSKAP');
  }
  return shifts;
}

export const workingTimeSection: Section = {
  title: 'Working-time law: 1,000 employees × 1 year of shifts',
  async run(ctx) {
    ctx.progress(`working-time: making a year of shifts for ${EMPLOYEES} employees…`);
    const people = Array.from({ length: EMPLOYEES }, (_, i) => yearOf(i));
    const shifts = people.reduce((n, p) => n + p.length, 0);
    const rules = [
      ['Vårdföretagarna (averaging, rest debt)', arbetstidsRegler({ Avtal: 'VARDFORETAGARNA_PA' })],
      ['Arbetstidslagen', arbetstidsRegler()],
    ] as const;
    const rows: string[][] = [];
    const failures: string[] = [];
    for (const [name, regler] of rules) {
      let warnings = 0;
      for (const p of people) warnings += arbetstidsvarningar(p, regler, PERIOD).length; // warm-up
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const t0 = performance.now();
        for (const p of people) arbetstidsvarningar(p, regler, PERIOD);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      rows.push([
        name,
        String(shifts),
        String(warnings),
        median.toFixed(0),
        times[0]!.toFixed(0),
        String(TARGET_MS),
      ]);
      if (median > TARGET_MS) failures.push(`${name}: ${median.toFixed(0)} ms is over ${TARGET_MS} ms`);
    }
    const report: Report = {
      columns: ['rules', 'shifts', 'warnings', 'median ms', 'fastest ms', 'target ms'],
      rows,
      notes: [
        `${EMPLOYEES} employees, the year ${YEAR}: each person's shifts checked on 13 §, 14 §, 15 §, 5 §, 8 §, 8 a §, 10 a § and 13 a § for the year; ${ROUNDS} rounds after a warm-up, in this process.`,
      ],
      failures,
    };
    return report;
  },
};
