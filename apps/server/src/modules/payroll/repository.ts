import { and, asc, between, desc, eq, gt, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TimeEntryStatus } from '@lonportal/domain';
import { IN_ADVANCE_KINDS } from '@lonportal/domain/time/approval-window';
import type { Db } from '../../db/client';
import {
  absenceReports,
  children,
  companies,
  compensations,
  employees,
  payrollExports,
  tidKoder,
  timeEntries,
} from '../../db/schema/index';
import { statusChange, type ChangedBy, type PeriodRange } from '../../shared/row-status';

export type PayrollExportRow = typeof payrollExports.$inferSelect;

/** The rows a payroll transfer locks: time entries, and compensation rows. */
const TRANSFER_TABLES = { time: timeEntries, compensations } as const;
export type TransferKind = keyof typeof TRANSFER_TABLES;

/** A row a transfer locked, with the status it had before. */
export type LockedRow<K extends TransferKind> = (typeof TRANSFER_TABLES)[K]['$inferSelect'] & {
  statusBefore: TimeEntryStatus;
};

/**
 * Which rows a transfer takes (domain payroll/transfer-window.ts): those dated in its window up
 * to the last day that has happened, and after it the time rows of planned absence when the
 * company has a step (approval or attest) that took them in advance as a named exception.
 */
export interface TransferRule {
  window: PeriodRange;
  lastDone: string;
  inAdvance: boolean;
}

/** The rule as a condition on the rows of `kind`. */
function goes(kind: TransferKind, ftgId: string, rule: TransferRule): SQL {
  const t = TRANSFER_TABLES[kind] as typeof timeEntries;
  const inWindow = between(t.datum, rule.window.from, rule.window.to);
  const done = lte(t.datum, rule.lastDone);
  if (kind !== 'time' || !rule.inAdvance) return and(inWindow, done)!;
  const planned = inArray(
    timeEntries.tidKod,
    sql`(select ${tidKoder.tidKod} from ${tidKoder} where ${and(
      eq(tidKoder.ftgId, ftgId),
      inArray(tidKoder.typ, [...IN_ADVANCE_KINDS]),
    )})`,
  );
  return and(inWindow, or(done, planned))!;
}

/**
 * Locks every row of `kind` of the company that is in a transferable status and that the transfer
 * takes (`rule`), marking it with the export, and answers the rows taken with the status each had.
 * The rows are first selected FOR UPDATE: a concurrent export waits for this one's row locks, then
 * finds them LOCKED and no longer transferable, so no row is taken twice.
 */
export async function lockTransferableRows<K extends TransferKind>(
  db: Db,
  kind: K,
  ftgId: string,
  rule: TransferRule,
  transferable: readonly TimeEntryStatus[],
  exportId: string,
  by: ChangedBy,
): Promise<LockedRow<K>[]> {
  const t = TRANSFER_TABLES[kind] as typeof timeEntries;
  const before = await db
    .select({ id: t.id, status: t.status })
    .from(t)
    .where(and(eq(t.ftgId, ftgId), goes(kind, ftgId, rule), inArray(t.status, [...transferable])))
    .for('update');
  if (before.length === 0) return [];
  const was = new Map(before.map((r) => [r.id, r.status]));
  const rows = await db
    .update(t)
    .set({ ...statusChange('LOCKED', by, t), exportId })
    .where(and(eq(t.ftgId, ftgId), inArray(t.id, [...was.keys()])))
    .returning();
  return rows.map((r) => ({ ...r, statusBefore: was.get(r.id)! })) as never;
}

/**
 * The rows of `kind` in a transferable status dated in `range`, each with whether the transfer
 * takes it (`rule`): what a transfer would take, and what waits.
 */
export const readyRows = (
  db: Db,
  kind: TransferKind,
  ftgId: string,
  range: PeriodRange,
  transferable: readonly TimeEntryStatus[],
  rule: TransferRule,
) => {
  const t = TRANSFER_TABLES[kind] as typeof timeEntries;
  return db
    .select({
      anstNr: t.anstNr,
      datum: t.datum,
      goes: sql<boolean>`coalesce(${goes(kind, ftgId, rule)}, false)`,
    })
    .from(t)
    .where(
      and(eq(t.ftgId, ftgId), between(t.datum, range.from, range.to), inArray(t.status, [...transferable])),
    );
};

/**
 * Takes `count` postids from the company's sequence and answers the first. The UPDATE holds the
 * company row until the transaction ends, so concurrent exports get separate ranges, and a rolled
 * back export gives its range back.
 */
export async function takePostIds(db: Db, ftgId: string, count: number): Promise<number> {
  const [row] = await db
    .update(companies)
    .set({ paxmlPostId: sql`${companies.paxmlPostId} + ${count}` })
    .where(eq(companies.ftgId, ftgId))
    .returning({ last: companies.paxmlPostId });
  if (!row) throw new Error('company not found');
  return row.last - count + 1;
}

/** Stores each row's postid, in one statement. */
export async function setPostIds(
  db: Db,
  kind: TransferKind,
  ftgId: string,
  rows: readonly { id: string; postId: number }[],
) {
  if (rows.length === 0) return;
  const table = TRANSFER_TABLES[kind];
  // Array literals ('{…}') as single parameters: both drivers read them the same way, and uuids and
  // integers need no quoting inside one.
  const ids = `{${rows.map((r) => r.id).join(',')}}`;
  const postIds = `{${rows.map((r) => r.postId).join(',')}}`;
  await db.execute(sql`
    UPDATE ${table} SET post_id = v.post_id
    FROM (SELECT unnest(${ids}::uuid[]) AS id, unnest(${postIds}::int[]) AS post_id) AS v
    WHERE ${table.ftgId} = ${ftgId} AND ${table.id} = v.id`);
}

/** The company's time codes with their type and what payroll gets for them. */
export const listCodeMapping = (db: Db, ftgId: string) =>
  db
    .select({
      tidKod: tidKoder.tidKod,
      benText: tidKoder.benText,
      typ: tidKoder.typ,
      paxmlKod: tidKoder.paxmlKod,
      lonKod: tidKoder.lonKod,
    })
    .from(tidKoder)
    .where(eq(tidKoder.ftgId, ftgId))
    .orderBy(asc(tidKoder.tidKod));

/** The personnummer of some employees, by AnstNr. */
export async function persNrs(
  db: Db,
  ftgId: string,
  anstNrs: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ anstNr: employees.anstNr, persNr: employees.persNr })
    .from(employees)
    .where(and(eq(employees.ftgId, ftgId), inArray(employees.anstNr, [...anstNrs])));
  return new Map(rows.map((r) => [r.anstNr, r.persNr ?? '']));
}

/**
 * The child of each absence report of `absenceIds` that names one (a VAB report): the child's
 * personnummer as the child register holds it, by the report's id.
 */
export async function childPersNrs(
  db: Db,
  ftgId: string,
  absenceIds: readonly string[],
): Promise<Map<string, string>> {
  if (absenceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: absenceReports.id, persNr: children.persNr })
    .from(absenceReports)
    .innerJoin(
      children,
      and(eq(children.ftgId, absenceReports.ftgId), eq(children.id, absenceReports.barnId)),
    )
    .where(and(eq(absenceReports.ftgId, ftgId), inArray(absenceReports.id, [...absenceIds])));
  return new Map(rows.map((r) => [r.id, r.persNr]));
}

/** Every sickness report of some employees (their sick spells), whatever its dates. */
export const sickReportsOf = (db: Db, ftgId: string, anstNrs: readonly string[]) =>
  anstNrs.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: absenceReports.id,
          anstNr: absenceReports.anstNr,
          fromDatum: absenceReports.fromDatum,
          friskDatum: absenceReports.friskDatum,
        })
        .from(absenceReports)
        .where(
          and(
            eq(absenceReports.ftgId, ftgId),
            inArray(absenceReports.anstNr, [...anstNrs]),
            eq(absenceReports.typ, 'SJUK'),
          ),
        );

/**
 * The first time row with hours of each of some absence reports (by date, then start), by the
 * report's id: the first day of the absence the employee would have worked.
 */
export async function firstRowsWithHours(
  db: Db,
  ftgId: string,
  absenceIds: readonly string[],
): Promise<Map<string, string>> {
  if (absenceIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([timeEntries.absenceId], { absenceId: timeEntries.absenceId, id: timeEntries.id })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.ftgId, ftgId),
        inArray(timeEntries.absenceId, [...absenceIds]),
        gt(timeEntries.timmar, 0),
      ),
    )
    .orderBy(timeEntries.absenceId, asc(timeEntries.datum), asc(timeEntries.startTid), asc(timeEntries.id));
  return new Map(rows.map((r) => [r.absenceId!, r.id]));
}

/**
 * Who computed each of some trips when its rows first went to payroll (the earliest export other
 * than `exportId` that carried a row of it), by the trip's id; a trip not in payroll before is not
 * named.
 */
export async function earlierTravelPay(
  db: Db,
  ftgId: string,
  resaIds: readonly string[],
  exportId: string,
): Promise<Map<string, PayrollExportRow['reseBerakning']>> {
  if (resaIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([compensations.resaId], {
      resaId: compensations.resaId,
      reseBerakning: payrollExports.reseBerakning,
    })
    .from(compensations)
    .innerJoin(
      payrollExports,
      and(eq(payrollExports.ftgId, compensations.ftgId), eq(payrollExports.id, compensations.exportId)),
    )
    .where(
      and(
        eq(compensations.ftgId, ftgId),
        inArray(compensations.resaId, [...resaIds]),
        isNotNull(compensations.exportId),
        ne(compensations.exportId, exportId),
      ),
    )
    .orderBy(compensations.resaId, asc(payrollExports.createdAt), asc(payrollExports.id));
  return new Map(rows.map((r) => [r.resaId!, r.reseBerakning]));
}

export async function insertExport(
  db: Db,
  row: typeof payrollExports.$inferInsert,
): Promise<PayrollExportRow> {
  const [stored] = await db.insert(payrollExports).values(row).returning();
  if (!stored) throw new Error('payroll export not stored');
  return stored;
}

const listColumns = {
  id: payrollExports.id,
  fromDatum: payrollExports.fromDatum,
  toDatum: payrollExports.toDatum,
  antal: payrollExports.antal,
  createdByNamn: payrollExports.createdByNamn,
  createdAt: payrollExports.createdAt,
};

/** The company's exports, newest first, without the files. */
export const listExports = (db: Db, ftgId: string) =>
  db
    .select(listColumns)
    .from(payrollExports)
    .where(eq(payrollExports.ftgId, ftgId))
    .orderBy(desc(payrollExports.createdAt), asc(payrollExports.id));

/** One export of the company with its file, or null (also for another company's id). */
export async function findExport(db: Db, ftgId: string, id: string): Promise<PayrollExportRow | null> {
  const [row] = await db
    .select()
    .from(payrollExports)
    .where(and(eq(payrollExports.ftgId, ftgId), eq(payrollExports.id, id)));
  return row ?? null;
}
