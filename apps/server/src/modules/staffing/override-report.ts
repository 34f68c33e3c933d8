// GET /bemanna/overstyrningar: the report of warnings a planner kept with a reason, for the period's
// shifts. Arbetsmiljöverket's sanction fees have strict liability, so the employer shows who kept
// which warning and why (DOMAIN §4, ADR 0031: the audit log holds each override with its warnings).
import { z } from 'zod';
import {
  BemanningsvarningSchema,
  type Overstyrning,
  type OverstyrningQuery,
  type Overstyrningar,
} from '@lonportal/domain/staffing/index';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { managedEmployees } from '../time';
import { listOverrides, type OverrideRow } from './override-repository';

const Varningar = z.array(BemanningsvarningSchema);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** One logged override as the report shows it; a swap's shift is read from the swap. */
function present(row: OverrideRow, namn: (anstNr: string) => string): Overstyrning {
  const d = row.details;
  const anstNr = text(d.AnstNr) || (row.swapAnstNr ?? '');
  // A log entry whose warnings do not read as today's shapes still shows who kept it and why.
  const kept = Varningar.safeParse(d.Varningar);
  return {
    Id: String(row.id),
    Tidpunkt: row.at.toISOString(),
    Av: row.av ?? '',
    AnstNr: anstNr,
    Namn: namn(anstNr),
    Datum: text(d.Datum) || (row.swapDatum ?? ''),
    StartTid: text(d.StartTid) || (row.swapStartTid ?? ''),
    SlutTid: text(d.SlutTid) || (row.swapSlutTid ?? ''),
    Bemuppgift: text(d.Bemuppgift) || (row.swapBemuppgift ?? ''),
    Overstyrning: text(d.Overstyrning),
    Varningar: kept.success ? kept.data : [],
    Passbyte: 'SwapId' in d,
  };
}

const order = (a: Overstyrning, b: Overstyrning) =>
  a.Datum.localeCompare(b.Datum) ||
  a.StartTid.localeCompare(b.StartTid) ||
  a.Tidpunkt.localeCompare(b.Tidpunkt);

/**
 * The overrides concerning the people the caller manages (all of the company's for a role that sees
 * everyone), dated by their shift, or by the Stockholm day of the override when no shift is named.
 */
export async function overrideReport(
  db: Db,
  ctx: CompanyContext,
  q: OverstyrningQuery,
): Promise<Overstyrningar> {
  const people = new Map(
    (await managedEmployees(db, ctx)).map((p) => [p.anstNr, `${p.foNamn} ${p.efNamn}`.trim()]),
  );
  const rows = await listOverrides(db, ctx.company.ftgId, q.From, q.To);
  const inPeriod = (datum: string) => datum >= q.From && datum <= q.To;
  const Overstyrningar = rows
    .map((r) => present(r, (anstNr) => people.get(anstNr) ?? ''))
    .filter((o) => people.has(o.AnstNr))
    .filter((o) => inPeriod(o.Datum || stockholmWallTime(new Date(o.Tidpunkt)).Datum))
    .sort(order);
  return { From: q.From, To: q.To, Overstyrningar };
}
