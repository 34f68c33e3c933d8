// A stored compensation row as the wire contract names it (CompensationSchema).
import { resEnhetValues, type Compensation, type CompensationValues } from '@lonportal/domain';
import type { CompanyContext } from '../../plugins/access/index';
import { compensationLock } from './access';
import type { CompensationRow } from './repository';

/** A stored row as the wire shows it to a caller, with why it is closed to them (or null). */
export function presentCompensation(row: CompensationRow, lock: string | null): Compensation {
  return {
    Id: row.id,
    AnstNr: row.anstNr,
    Datum: row.datum,
    LonKod: row.lonKod,
    Text: row.text,
    FromDatum: row.fromDatum ?? '',
    TomDatum: row.tomDatum ?? '',
    Antal: Number(row.antal),
    Apris: row.apris === null ? null : Number(row.apris),
    Belopp: Number(row.belopp),
    Moms: Number(row.moms),
    Summa: Number(row.summa),
    MomsSek: Number(row.momsSek),
    Varugrupp: row.varugrupp,
    ValutaKod: row.valutaKod,
    Kurs: Number(row.kurs),
    Brukare: row.brukare ?? '',
    ...resEnhetValues(row.resEnhet),
    Konto: row.konto,
    ReceiptId: row.receiptId,
    Status: row.status,
    Kalla: row.kalla,
    Version: row.version,
    KanAndras: lock === null,
    LastOrsak: lock ?? '',
    AndradAv: row.updatedByNamn,
    AndradTid: row.updatedAt.toISOString(),
  };
}

/** A row as the caller sees it. */
export const presentFor = (ctx: CompanyContext, row: CompensationRow): Compensation =>
  presentCompensation(row, compensationLock(ctx, row));

/** A row as its history keeps it: the same for whoever reads the history, as a manager sees it. */
export const recordedValues = (ctx: CompanyContext, row: CompensationRow): Compensation =>
  presentCompensation(row, compensationLock(ctx, row, true));

/** The typed fields that changed between two versions of a row, for its history. */
export function changedFields(
  before: Compensation,
  after: Compensation,
  typed: CompensationValues,
): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([k, value]) => k in typed && before[k as keyof Compensation] !== value)
      .map(([k, value]) => [k, { from: before[k as keyof Compensation], to: value }]),
  );
}
