import type { Behov, Pass } from '@lonportal/domain/staffing/index';
import type { NeedRow, ShiftRow } from './repository';

export const presentNeed = (r: NeedRow): Behov => ({
  Id: r.id,
  SerieId: r.serieId,
  Bemuppgift: r.bemuppgift,
  Avdelning: r.avdelning,
  Datum: r.datum,
  StartTid: r.startTid,
  SlutTid: r.slutTid,
  Antal: r.antal,
  Kompetenser: r.kompetenser,
  Egenskaper: r.egenskaper,
  Version: r.version,
});

export const presentShift = (r: ShiftRow): Pass => ({
  Id: r.id,
  AnstNr: r.anstNr,
  Datum: r.datum,
  StartTid: r.startTid,
  SlutTid: r.slutTid,
  Typ: r.typ,
  Bemuppgift: r.bemuppgift,
  Avdelning: r.avdelning,
  BehovId: r.behovId,
  RastMinuter: r.rastMinuter,
  Kommentar: r.kommentar,
  Publicerad: r.publicerad,
  Version: r.version,
});
