// The sick-pay facts of sickness reports (DOMAIN §13, SjLL): the domain's rules (sick-period.ts)
// over the employee's spells and schedule, so the karens falls on a day they would have worked.
import { addDays } from '@lonportal/domain/dates';
import {
  SICK_PAY_LAST_DAY,
  sickFacts,
  type SickFacts,
  type SickSpell,
} from '@lonportal/domain/absence/sick-period';
import type { Db } from '../../db/client';
import { workDayRulesOf } from './owned-rows';

/** A sickness report as the rules read it. */
export interface SickReport {
  id: string;
  anstNr: string;
  fromDatum: string;
  friskDatum: string | null;
}

/**
 * The sick-pay facts of sickness reports, by report id; `reports` are every sickness report of the
 * employees concerned (the rules read all their spells: continuation, ten karens in 12 months).
 * The karens falls within a spell's first 14 days, so the schedules are read from the first
 * report's start to the 14th day of the last one. Payroll reads `Karens` here: the karens is the
 * report's sick row on that date.
 */
export async function sickFactsOf(
  db: Db,
  ftgId: string,
  reports: readonly SickReport[],
  today: string,
): Promise<Map<string, SickFacts>> {
  const out = new Map<string, SickFacts>();
  if (reports.length === 0) return out;
  const starts = reports.map((r) => r.fromDatum).sort();
  const works = await workDayRulesOf(
    db,
    ftgId,
    [...new Set(reports.map((r) => r.anstNr))],
    starts[0]!,
    addDays(starts.at(-1)!, SICK_PAY_LAST_DAY - 1),
  );
  const spellsOf = new Map<string, SickSpell[]>();
  for (const r of reports) {
    const spells = spellsOf.get(r.anstNr) ?? [];
    spells.push({ Id: r.id, From: r.fromDatum, Frisk: r.friskDatum });
    spellsOf.set(r.anstNr, spells);
  }
  for (const [anstNr, spells] of spellsOf)
    for (const [id, facts] of sickFacts(spells, today, works.get(anstNr))) out.set(id, facts);
  return out;
}
