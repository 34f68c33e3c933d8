// What a swap would do to the two people (domain staffing/warnings.ts): the one who takes the
// offered shift, and the one who offered it if they take a shift back. Both are checked by the law
// before a swap is approved, by a manager or at once (PassbyteTyp D).
import {
  bemanningsvarningar,
  type Bemanningsvarning,
  type KontrollPass,
} from '@lonportal/domain/staffing/index';
import { readAll, type Db } from '../../db/client';
import { asKontrollPass, loadBasis, type PlanBasis } from './basis';
import { requirementsOf, requirementsOfShifts } from './check';
import type { ShiftRow } from './repository';

/** The requirements of a stored shift: its need's, or its task's. */
export const kravOfShift = async (db: Db, ftgId: string, s: ShiftRow) =>
  (await requirementsOf(db, ftgId, { Bemuppgift: s.bemuppgift, BehovId: s.behovId })).krav;

const part = (s: ShiftRow): Omit<KontrollPass, 'Id'> => {
  const { Id: _id, ...rest } = asKontrollPass(s);
  return rest;
};

function forPerson(
  basis: PlanBasis,
  anstNr: string,
  gets: readonly ShiftRow[],
  gives: readonly ShiftRow[],
  krav: { Kompetenser: string[]; Egenskaper: string[] },
): Bemanningsvarning[] {
  if (gets.length === 0) return [];
  const given = new Set(gives.map((g) => g.id));
  return bemanningsvarningar({
    nya: gets.map(part),
    ovriga: [
      ...basis
        .shiftsOf(anstNr)
        .filter((s) => !given.has(s.id))
        .map(asKontrollPass),
      ...basis.othersOf(anstNr),
    ],
    franvaro: basis.absenceOf(anstNr),
    person: basis.factsOf(anstNr),
    krav,
    regler: basis.regler,
  });
}

/** One swap to check: the shifts offered, who would take them and what they give back. */
export interface SwapCase {
  offered: readonly ShiftRow[];
  taker: string;
  mot: readonly ShiftRow[];
}

/**
 * The warnings of the taker (gets `offered`, gives `mot`) and of the giver (the reverse), for each
 * of some swaps: one basis for everyone concerned, and the requirements read once.
 */
export async function swapWarningsOf(db: Db, ftgId: string, cases: readonly SwapCase[]) {
  if (cases.length === 0) return [];
  const shifts = cases.flatMap((c) => [...c.offered, ...c.mot]);
  const days = shifts.map((s) => s.datum).sort();
  const people = [...new Set(cases.flatMap((c) => [c.taker, c.offered[0]!.anstNr]))];
  const [basis, kravOf] = await readAll(db, [
    () => loadBasis(db, ftgId, people, days[0]!, days.at(-1)!),
    () => requirementsOfShifts(db, ftgId, shifts),
  ]);
  const none = { Kompetenser: [], Egenskaper: [] };
  return cases.map(({ offered, taker, mot }) => ({
    taker: forPerson(basis, taker, offered, mot, kravOf(offered[0]!)),
    giver: forPerson(basis, offered[0]!.anstNr, mot, offered, mot[0] ? kravOf(mot[0]) : none),
  }));
}

/** The warnings of one swap (see `swapWarningsOf`). */
export async function swapWarnings(
  db: Db,
  ftgId: string,
  offered: readonly ShiftRow[],
  taker: string,
  mot: readonly ShiftRow[],
) {
  return (await swapWarningsOf(db, ftgId, [{ offered, taker, mot }]))[0]!;
}
