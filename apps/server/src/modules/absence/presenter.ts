// Absence reports, children and the absence calendar as the wire contract names them.
import {
  birthDateOf,
  vabFacts,
  type AbsenceCalendar,
  type AbsenceReport,
  type CalendarKind,
  type Child,
  type SickFacts,
} from '@lonportal/domain';
import { lastRowDay } from './report-days';
import type { AbsenceRow, ChildRow } from './repository';

/** VAB days per child in the calendar year of `today` (degree counted), from the reports' rows. */
export type VabDays = ReadonlyMap<string, number>;

export function presentChild(row: ChildRow, vabDays: VabDays): Child {
  return {
    Id: row.id,
    AnstNr: row.anstNr,
    PersNr: row.persNr,
    Namn: row.namn,
    Fodd: birthDateOf(row.persNr) ?? '',
    MaxDagar: row.maxDagar,
    IngaendeDagar: row.ingaendeDagar,
    VabDagarAr: vabDays.get(row.id) ?? 0,
    Version: row.version,
  };
}

/** What a report shows besides its own columns. */
export interface ReportFacts {
  /** The employee's name. */
  namn: string;
  /** Its days in the time report, and how many of them are attested or transferred. */
  count: { days: number; locked: number };
  /** The child a VAB report names. */
  child: Child | undefined;
  /** The sick-pay facts of a sickness report. */
  sick: SickFacts | null;
  today: string;
}

export function presentReport(r: AbsenceRow, facts: ReportFacts): AbsenceReport {
  const { child, count } = facts;
  const birth = child ? birthDateOf(child.PersNr) : null;
  return {
    Id: r.id,
    AnstNr: r.anstNr,
    Namn: facts.namn,
    Typ: r.typ,
    From: r.fromDatum,
    Frisk: r.friskDatum,
    Omfattning: r.omfattning,
    BarnId: r.barnId ?? '',
    Barn: child ? { Namn: child.Namn, Fodd: child.Fodd } : null,
    TidKod: r.tidKod,
    Kommentar: r.kommentar,
    Dagar: count.days,
    LastDagar: count.locked,
    Sjuk: r.typ === 'SJUK' ? facts.sick : null,
    Vab:
      r.typ === 'VAB' && child && birth
        ? vabFacts(birth, r.fromDatum, lastRowDay(r, facts.today), child.VabDagarAr)
        : null,
    Version: r.version,
    UpdatedAt: r.updatedAt.toISOString(),
  };
}

/** A person's absence per day: the kind shown and the hours. */
export type CalendarDays = ReadonlyMap<string, { Typ: CalendarKind; Timmar: number }>;

export const presentCalendar = (
  q: { From: string; To: string },
  daysOff: readonly { datum: string; namn: string }[],
  departments: readonly { avdelning: string; namn: string }[],
  people: readonly { anstNr: string; foNamn: string; efNamn: string; avdelning: string | null }[],
  byPerson: ReadonlyMap<string, CalendarDays>,
): AbsenceCalendar => ({
  From: q.From,
  To: q.To,
  Helgdagar: daysOff
    .map((h) => ({ Datum: h.datum, Namn: h.namn }))
    .sort((a, b) => a.Datum.localeCompare(b.Datum)),
  Avdelningar: departments.map((d) => ({ Avdelning: d.avdelning, Namn: d.namn })),
  Personer: people.map((p) => ({
    AnstNr: p.anstNr,
    Namn: `${p.foNamn} ${p.efNamn}`.trim(),
    Avdelning: p.avdelning ?? '',
    Dagar: [...(byPerson.get(p.anstNr) ?? new Map()).entries()]
      .map(([Datum, v]) => ({ Datum, Typ: v.Typ, Timmar: Math.round(v.Timmar * 100) / 100 }))
      .sort((a, b) => a.Datum.localeCompare(b.Datum)),
  })),
});
