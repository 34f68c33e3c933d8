// Reported expenses for seeded employees: a few out-of-pocket expenses and a wellness
// allowance a month, each with its VAT, in the status the month's time has reached by `today`.
import { roundKronor, vatOfGross, type TimeEntryStatus } from '@lonportal/domain';
import type { compensations } from '../schema/index';
import { randomDay } from './dates';
import type { Rng } from './random';
import type { EmployeeRow } from './staff';

export type CompensationRow = typeof compensations.$inferInsert;

/** What the demo's employees pay out of pocket: text, goods group, VAT rate and a price range in kronor. */
const EXPENSES = [
  { text: 'Kontorsmaterial', varugrupp: 'Kontorsmaterial', rate: 25, min: 80, max: 450 },
  { text: 'Parkering vid kundbesök', varugrupp: 'Parkering', rate: 25, min: 30, max: 160 },
  { text: 'Lunch med kund', varugrupp: 'Representation', rate: 12, min: 180, max: 900 },
  { text: 'Tåg Stockholm–Uppsala', varugrupp: 'Resor', rate: 6, min: 95, max: 320 },
  { text: 'Drivmedel till firmabilen', varugrupp: 'Drivmedel', rate: 25, min: 400, max: 900 },
] as const;

export interface CompensationSeedInput {
  ftgId: string;
  employees: readonly EmployeeRow[];
  /** The months to report in: [from, to] of each. */
  months: readonly { from: string; to: string }[];
  statusOf: (datum: string) => TimeEntryStatus;
}

/** Expense rows for every third active employee: one or two a month. */
export function buildCompensations(rng: Rng, input: CompensationSeedInput): CompensationRow[] {
  const rows: CompensationRow[] = [];
  input.employees
    .filter((e, i) => !e.locked && i % 3 === 0)
    .forEach((e) => {
      for (const month of input.months) {
        const count = rng.int(1, 2);
        for (let i = 0; i < count; i++) {
          const expense = rng.pick(EXPENSES);
          const datum = randomDay(rng, month.from, month.to);
          const belopp = roundKronor(rng.int(expense.min * 100, expense.max * 100) / 100);
          const moms = vatOfGross(belopp, expense.rate);
          rows.push({
            ftgId: input.ftgId,
            anstNr: e.anstNr,
            datum,
            lonKod: 'UTLÄGG',
            text: expense.text,
            antal: 1,
            belopp,
            moms,
            summa: belopp,
            momsSek: moms,
            varugrupp: expense.varugrupp,
            status: input.statusOf(datum),
            updatedByNamn: `${e.foNamn} ${e.efNamn}`,
          });
        }
      }
    });
  return rows;
}
