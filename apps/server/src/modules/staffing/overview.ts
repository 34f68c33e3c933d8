// GET /bemanna/oversikt: cover per day and task (needed, planned, away), and the shifts with
// warnings to resolve (SPEC §2.1 /bemanna/overview, §8 "staffing conflicts").
import { spanMinutes, type Oversikt, type PlaneringQuery } from '@lonportal/domain/staffing/index';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { planOf } from './plan';

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

export async function overview(db: Db, ctx: CompanyContext, q: PlaneringQuery): Promise<Oversikt> {
  const plan = await planOf(db, ctx, q);
  const cells = new Map<string, Oversikt['Tackning'][number]>();
  const cell = (Datum: string, Bemuppgift: string) => {
    const key = `${Datum}\u0000${Bemuppgift}`;
    let c = cells.get(key);
    if (!c) {
      c = { Datum, Bemuppgift, Behov: 0, Planerat: 0, Franvarande: 0, BehovTimmar: 0, PlaneratTimmar: 0 };
      cells.set(key, c);
    }
    return c;
  };
  for (const n of plan.Behov) {
    const c = cell(n.Datum, n.Bemuppgift);
    c.Behov += n.Antal;
    c.BehovTimmar = hours(c.BehovTimmar * 60 + n.Antal * spanMinutes(n));
  }
  const away = new Map(plan.Personal.map((p) => [p.AnstNr, new Set(p.Franvaro.map((f) => f.Datum))]));
  // People, not shifts: two shifts of one person on a task and day (a night's morning half, a split
  // day) are one person planned.
  const people = new Map<Oversikt['Tackning'][number], Set<string>>();
  for (const s of plan.Pass) {
    if (q.Bemuppgift && s.Bemuppgift !== q.Bemuppgift) continue;
    const c = cell(s.Datum, s.Bemuppgift);
    c.PlaneratTimmar = hours(c.PlaneratTimmar * 60 + spanMinutes(s));
    const seen = people.get(c) ?? new Set<string>();
    people.set(c, seen);
    if (seen.has(s.AnstNr)) continue;
    seen.add(s.AnstNr);
    c.Planerat += 1;
    if (away.get(s.AnstNr)?.has(s.Datum)) c.Franvarande += 1;
  }
  const Tackning = [...cells.values()].sort((a, b) =>
    a.Datum === b.Datum ? (a.Bemuppgift < b.Bemuppgift ? -1 : 1) : a.Datum < b.Datum ? -1 : 1,
  );
  return {
    From: plan.From,
    To: plan.To,
    Tackning,
    Konflikter: plan.Pass.filter((p) => p.Varningar.length > 0),
  };
}
