// What the checks of a plan read (domain staffing/warnings.ts): the company's rules, the people's
// shifts around the period (and, where companies count time together, their shifts with other
// employers of the portal), their absence and what they hold. Loaded once per request for all the
// people concerned, in a few statements, so that a whole month's planner is checked at once.
import { arbetstidsRegler, AVTAL, type ArbetstidsRegler, type Avtal } from '@lonportal/domain';
import { type KontrollPass } from '@lonportal/domain/staffing/index';
import { addDays } from '@lonportal/domain/dates';
import { readAll, type Db } from '../../db/client';
import * as repo from './repository';

export interface PlanBasis {
  regler: ArbetstidsRegler;
  /** The period the history and margin were read for. */
  from: string;
  to: string;
  shiftsOf: (anstNr: string) => repo.ShiftRow[];
  othersOf: (anstNr: string) => KontrollPass[];
  absenceOf: (anstNr: string) => { Datum: string; Orsak: 'LEDIGHET' | 'FRANVARO' }[];
  factsOf: (anstNr: string) => { Kompetenser: string[]; Egenskaper: string[] };
}

/** The rules a company plans by: its stored choice, or Arbetstidslagen. */
export async function reglerOf(db: Db, ftgId: string): Promise<ArbetstidsRegler> {
  const row = await repo.findSettings(db, ftgId);
  if (!row) return arbetstidsRegler();
  const avtal = (AVTAL as readonly string[]).includes(row.avtal) ? (row.avtal as Avtal) : 'ATL';
  return arbetstidsRegler({
    Avtal: avtal,
    Dygnsbryt: row.dygnsbryt,
    SnittVeckor: row.snittVeckor,
    ...(row.dygnsvilaPer === 'LOPANDE' || row.dygnsvilaPer === 'DYGN'
      ? { DygnsvilaPer: row.dygnsvilaPer }
      : {}),
  });
}

/** Days of history a check reads: the rest debts' days and a week, within half a year. */
const historyDays = (r: ArbetstidsRegler) => Math.min(183, Math.max(14, r.snittDagar) + 7);

export const asKontrollPass = (s: {
  id: string;
  datum: string;
  startTid: string;
  slutTid: string;
  typ: 'ARBETE' | 'JOUR' | 'BEREDSKAP';
  rastMinuter: number;
}): KontrollPass => ({
  Id: s.id,
  Datum: s.datum,
  StartTid: s.startTid,
  SlutTid: s.slutTid,
  Typ: s.typ,
  RastMinuter: s.rastMinuter,
});

function daysOf(span: { from: string; to: string | null }, from: string, to: string, exclusiveEnd: boolean) {
  const days: string[] = [];
  const last = span.to === null ? to : exclusiveEnd ? addDays(span.to, -1) : span.to;
  for (let d = span.from < from ? from : span.from; d <= last && d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The basis of checks of `anstNrs` in `from`..`to` (see above). */
export async function loadBasis(
  db: Db,
  ftgId: string,
  anstNrs: readonly string[],
  from: string,
  to: string,
): Promise<PlanBasis> {
  const regler = await reglerOf(db, ftgId);
  const readFrom = addDays(from, -historyDays(regler));
  const readTo = addDays(to, 7);
  const [shifts, facts, absence] = await readAll(db, [
    () => repo.listShifts(db, ftgId, readFrom, readTo, { anstNrs }),
    () => repo.employeeFacts(db, ftgId, anstNrs),
    () => repo.absenceSpans(db, ftgId, anstNrs, from, to),
  ]);
  const persNrOf = new Map(facts.map((f) => [f.anstNr, f.persNr ?? '']));
  const persNrs = [...new Set([...persNrOf.values()].filter((p) => p !== ''))];
  const others = await repo.otherEmployersShifts(db, ftgId, persNrs, readFrom, readTo);
  const group = <T>(rows: T[], key: (r: T) => string) => {
    const m = new Map<string, T[]>();
    for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
    return m;
  };
  const shiftsBy = group(shifts, (s) => s.anstNr);
  const othersBy = group(others, (o) => o.persNr ?? '');
  const factsBy = new Map(
    facts.map((f) => [f.anstNr, { Kompetenser: f.kompetenser, Egenskaper: f.egenskaper }]),
  );
  const absenceBy = new Map<string, { Datum: string; Orsak: 'LEDIGHET' | 'FRANVARO' }[]>();
  for (const a of absence) {
    const days = daysOf(a, from, to, a.orsak === 'FRANVARO').map((Datum) => ({ Datum, Orsak: a.orsak }));
    absenceBy.set(a.anstNr, [...(absenceBy.get(a.anstNr) ?? []), ...days]);
  }
  return {
    regler,
    from,
    to,
    shiftsOf: (n) => shiftsBy.get(n) ?? [],
    othersOf: (n) =>
      (othersBy.get(persNrOf.get(n) || '\u0000') ?? []).map((o) => ({ ...asKontrollPass(o), annan: true })),
    absenceOf: (n) => absenceBy.get(n) ?? [],
    factsOf: (n) => factsBy.get(n) ?? { Kompetenser: [], Egenskaper: [] },
  };
}
