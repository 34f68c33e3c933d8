// Leave applications and planning periods as the wire contract names them.
import type { LeaveApplication, LeavePlan } from '@lonportal/domain';
import type { ScopedEmployee } from '../time';
import type { LeaveRow, PlanRow } from './repository';

/** Some applications of some employees, each with its employee's name and its code's type. */
export function presentApplications(
  rows: readonly LeaveRow[],
  employees: readonly ScopedEmployee[],
  codes: readonly { tidKod: string; typ: string }[],
): LeaveApplication[] {
  const typ = new Map(codes.map((c) => [c.tidKod, c.typ]));
  const names = new Map(employees.map((e) => [e.anstNr, `${e.foNamn} ${e.efNamn}`.trim()]));
  return rows.map((r) => ({
    Id: r.id,
    AnstNr: r.anstNr,
    Namn: names.get(r.anstNr) ?? r.anstNr,
    TidKod: r.tidKod,
    Typ: typ.get(r.tidKod) ?? '',
    From: r.fromDatum,
    To: r.toDatum,
    Omfattning: r.omfattning,
    Kommentar: r.kommentar,
    Status: r.status,
    BeslutKommentar: r.beslutKommentar,
    BeslutAv: r.beslutAvNamn,
    BeslutAt: r.beslutAt?.toISOString() ?? null,
    Dagar: r.dagar,
    Timmar: r.timmar,
    Version: r.version,
    CreatedAt: r.createdAt.toISOString(),
  }));
}

export const presentPlan = (r: PlanRow): LeavePlan => ({
  Id: r.id,
  Namn: r.namn,
  From: r.fromDatum,
  To: r.toDatum,
  SistaOnskedag: r.sistaOnskedag,
  MinBemanning: r.minBemanning,
  Version: r.version,
});
