// The rows of a PAXml 2.0 file (DOMAIN §12, ADR 0008) from the rows a transfer locked. Pure: what
// the transfer read in, the file's rows out, each with its postid.
import { DEFAULT_CURRENCY, parsePersonnummer, RES_DIMS, type ErrorDetail } from '@lonportal/domain';
import type { SickFacts } from '@lonportal/domain/absence/sick-period';
import { isPaxmlTidKod, type PaxmlPayRow, type PaxmlTimeRow } from '@lonportal/domain/payroll/paxml';
import { paxmlHours } from '@lonportal/domain/payroll/paxml-writer';
import { tidKodKind } from '@lonportal/domain/time/totals';
import { ApiError } from '../../plugins/errors';
import type { LockedRows } from './lock-transferable';
import type { listCodeMapping } from './repository';

type CodeMapping = Awaited<ReturnType<typeof listCodeMapping>>;

/**
 * The locked time rows that go in the file. A work row of 0 hours pays nothing and tells the
 * payroll program nothing, so it is left out (it is locked with the rest of the period, and its
 * code need not map); an absence row of 0 hours still goes, as its day is a day of the absence (a
 * sick period counts calendar days, DOMAIN §13).
 */
export function rowsThatGo<R extends { tidKod: string; timmar: unknown }>(
  rows: readonly R[],
  mapping: CodeMapping,
): R[] {
  const typ = new Map(mapping.map((m) => [m.tidKod, m.typ]));
  return rows.filter((r) => Number(r.timmar) !== 0 || tidKodKind(typ.get(r.tidKod) ?? '') === 'absence');
}

/**
 * The sick rows that carry their period's karens (DOMAIN §13, sjuklönelagen 6 §): the absence
 * area's sick-pay facts (`sickFactsOf`: continuation within 5 days, ten in 12 months, the first
 * day the employee would have worked by their schedule) name the reports with a karens, and it
 * goes on the report's first row with hours, which is that day. `firstRowOf` names that row by
 * report; a sick row the portal has no report for is no karens, as the portal does not know its
 * period.
 */
export function karensRowIds(
  facts: ReadonlyMap<string, Pick<SickFacts, 'Karens'>>,
  firstRowOf: ReadonlyMap<string, string>,
): Set<string> {
  const ids = new Set<string>();
  for (const [reportId, f] of facts) {
    const rowId = f.Karens === null ? undefined : firstRowOf.get(reportId);
    if (rowId) ids.add(rowId);
  }
  return ids;
}

/** A personnummer as PAXml takes it: exactly 12 digits, normalised; '' for a wrong one. */
export const value12 = (nr: string | undefined) => parsePersonnummer(nr ?? '')?.value12 ?? '';

/**
 * How each time code goes to payroll: as its PAXml tidkod, or as hours of its pay code. A code
 * with neither (or with a tidkod outside the schema's list) stops the transfer before anything is
 * locked, naming the codes, so the administrator can map them.
 */
function payrollCodes(mapping: CodeMapping, used: ReadonlySet<string>) {
  const kod = new Map<string, PaxmlTimeRow['kod']>();
  const missing: ErrorDetail[] = [];
  for (const m of mapping) {
    if (m.paxmlKod && isPaxmlTidKod(m.paxmlKod)) kod.set(m.tidKod, { tidkod: m.paxmlKod });
    else if (!m.paxmlKod && m.lonKod) kod.set(m.tidKod, { lonart: m.lonKod, benamning: m.benText });
  }
  for (const tidKod of used)
    if (!kod.has(tidKod)) missing.push({ Field: tidKod, Code: 'errors.paxmlCodeMissing' });
  if (missing.length > 0) throw new ApiError('PaxmlCodeMissing', { details: missing });
  return kod;
}

/**
 * The time rows, from postid `firstPostId` on. A sick row (SJK) among `karens` (karensRowIds) goes
 * as SJK_KAR, the schema's code for the karens day (DOMAIN §12).
 */
export function timeRowsOf(
  rows: LockedRows['rows'],
  firstPostId: number,
  mapping: CodeMapping,
  persNr12: (anstNr: string) => string,
  childOf: ReadonlyMap<string, string>,
  karens: ReadonlySet<string>,
): PaxmlTimeRow[] {
  const kod = payrollCodes(mapping, new Set(rows.map((r) => r.tidKod)));
  const kodOf = (r: LockedRows['rows'][number]): PaxmlTimeRow['kod'] => {
    const k = kod.get(r.tidKod)!;
    return karens.has(r.id) && 'tidkod' in k && k.tidkod === 'SJK' ? { tidkod: 'SJK_KAR' } : k;
  };
  return rows.map((r, i) => ({
    postId: firstPostId + i,
    anstNr: r.anstNr,
    // persnr is exactly 12 digits in PAXml; a number the registry holds in another form is normalised, a wrong one left out.
    persNr: persNr12(r.anstNr),
    kod: kodOf(r),
    datum: r.datum,
    timmar: Number(r.timmar),
    startTid: r.startTid ?? '',
    slutTid: r.slutTid ?? '',
    rastMinuter: r.rastMinuter,
    resEnhet: RES_DIMS.map((n) => r.resEnhet[n - 1] ?? ''),
    // A VAB report's days name the child they were for.
    barn: r.absenceId ? value12(childOf.get(r.absenceId)) : '',
  }));
}

/** The compensation rows, from postid `firstPostId` on, with their pay codes' names. */
export function payRowsOf(
  payRows: LockedRows['payRows'],
  firstPostId: number,
  payCodes: readonly { lonKod: string; benText: string }[],
  persNr12: (anstNr: string) => string,
): PaxmlPayRow[] {
  const benText = new Map(payCodes.map((c) => [c.lonKod, c.benText]));
  // A pay code gone from the registry would be refused by the payroll import: named, nothing locked.
  const unknownCodes = [...new Set(payRows.map((r) => r.lonKod))].filter((k) => !benText.has(k));
  if (unknownCodes.length > 0)
    throw new ApiError('PaxmlCodeMissing', {
      details: unknownCodes.map((k) => ({ Field: k, Code: 'errors.paxmlCodeMissing' })),
    });
  return payRows.map((r, i) => ({
    postId: firstPostId + i,
    anstNr: r.anstNr,
    persNr: persNr12(r.anstNr),
    lonart: r.lonKod,
    benamning: benText.get(r.lonKod) ?? '',
    kommentar: r.text,
    datum: r.datum,
    antal: Number(r.antal),
    // À-pris in kronor: a row in another currency goes as its amount in kronor only.
    apris: r.valutaKod === DEFAULT_CURRENCY && r.apris !== null ? Number(r.apris) : null,
    belopp: Number(r.summa),
    moms: Number(r.momsSek),
    varugrupp: r.varugrupp,
    kontonr: r.konto,
    resEnhet: RES_DIMS.map((n) => r.resEnhet[n - 1] ?? ''),
    info:
      r.valutaKod === DEFAULT_CURRENCY
        ? ''
        : `${paxmlHours(Number(r.belopp))} ${r.valutaKod}, kurs ${Number(r.kurs).toFixed(6)}`,
  }));
}
