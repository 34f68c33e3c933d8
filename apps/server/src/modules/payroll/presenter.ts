import type { PayrollExport } from '@lonportal/domain/payroll/paxml';

/** A stored export (or the empty answer of a transfer with nothing new) as the wire contract names it. */
export const presentExport = (r: {
  id: string;
  fromDatum: string;
  toDatum: string;
  antal: number;
  createdByNamn: string;
  createdAt: Date;
}): PayrollExport => ({
  Id: r.id,
  From: r.fromDatum,
  To: r.toDatum,
  Antal: r.antal,
  Skapad: r.createdAt.toISOString(),
  SkapadAv: r.createdByNamn,
});
