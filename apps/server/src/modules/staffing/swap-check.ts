// What a swap would do to the two people (domain staffing/warnings.ts): the one who takes the
// offered shift, and the one who offered it if they take a shift back. Both are checked by the law
// before a swap is approved, by a manager or at once (PassbyteTyp D).
import {
  bemanningsvarningar,
  type Bemanningsvarning,
  type KontrollPass,
} from '@lonportal/domain/staffing/index';
import type { Db } from '../../db/client';
import { asKontrollPass, loadBasis, type PlanBasis } from './basis';
import { requirementsOf } from './check';
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

/** The warnings of the taker (gets `offered`, gives `mot`) and of the giver (the reverse). */
export async function swapWarnings(
  db: Db,
  ftgId: string,
  offered: readonly ShiftRow[],
  taker: string,
  mot: readonly ShiftRow[],
) {
  const giver = offered[0]!.anstNr;
  const days = [...offered, ...mot].map((s) => s.datum).sort();
  const basis = await loadBasis(db, ftgId, [taker, giver], days[0]!, days.at(-1)!);
  const takerKrav = await kravOfShift(db, ftgId, offered[0]!);
  const giverKrav = mot[0] ? await kravOfShift(db, ftgId, mot[0]) : { Kompetenser: [], Egenskaper: [] };
  return {
    taker: forPerson(basis, taker, offered, mot, takerKrav),
    giver: forPerson(basis, giver, mot, offered, giverKrav),
  };
}
