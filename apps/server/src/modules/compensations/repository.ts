// The compensations module's reads and writes (tables in db/schema/compensations.ts).
import { and, asc, between, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { RES_DIMS, resEnhetField, type CompensationValues, type TimeEntryStatus } from '@lonportal/domain';
import type { Db } from '../../db/client';
import {
  compensationEvents,
  compensations,
  employees,
  receipts,
  travelExpenses,
} from '../../db/schema/index';
import { employeeFilterWhere, type EmployeeFilter } from '../../shared/employee-scope';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';
import { statusChange, type ChangedBy } from '../../shared/row-status';

export type CompensationRow = typeof compensations.$inferSelect;
export type NewCompensationRow = typeof compensations.$inferInsert;
export type CompensationEventRow = typeof compensationEvents.$inferInsert;
export type ReceiptRow = typeof receipts.$inferSelect;

/** The stored columns of checked values. */
export function compensationColumns(v: CompensationValues) {
  return {
    anstNr: v.AnstNr,
    datum: v.Datum,
    lonKod: v.LonKod,
    text: v.Text,
    fromDatum: v.FromDatum || null,
    tomDatum: v.TomDatum || null,
    antal: v.Antal,
    apris: v.Apris,
    belopp: v.Belopp,
    moms: v.Moms,
    summa: v.Summa,
    momsSek: v.MomsSek,
    varugrupp: v.Varugrupp,
    valutaKod: v.ValutaKod,
    kurs: v.Kurs,
    brukare: v.Brukare || null,
    resEnhet: RES_DIMS.map((n) => v[resEnhetField(n)]),
    konto: v.Konto,
    receiptId: v.ReceiptId,
  } satisfies Partial<NewCompensationRow>;
}

export const listCompensations = (db: Db, ftgId: string, anstNr: string, from: string, to: string) =>
  db
    .select()
    .from(compensations)
    .where(
      and(
        eq(compensations.ftgId, ftgId),
        eq(compensations.anstNr, anstNr),
        between(compensations.datum, from, to),
      ),
    )
    .orderBy(asc(compensations.datum), asc(compensations.updatedAt));

export async function findCompensation(db: Db, ftgId: string, id: string): Promise<CompensationRow | null> {
  const [row] = await db
    .select()
    .from(compensations)
    .where(and(eq(compensations.ftgId, ftgId), eq(compensations.id, id)));
  return row ?? null;
}

export async function insertCompensation(db: Db, row: NewCompensationRow): Promise<CompensationRow> {
  const [inserted] = await db.insert(compensations).values(row).returning();
  if (!inserted) throw new Error('compensation not stored');
  return inserted;
}

export const updateCompensation = (
  db: Db,
  ftgId: string,
  id: string,
  version: number,
  values: Partial<NewCompensationRow>,
) => updateVersioned(db, compensations, { ftgId, id, version }, values);

export const deleteCompensation = (db: Db, ftgId: string, id: string, version: number) =>
  deleteVersioned(db, compensations, { ftgId, id, version });

export const insertEvent = (db: Db, row: CompensationEventRow) => db.insert(compensationEvents).values(row);

export const insertEvents = (db: Db, rows: CompensationEventRow[]) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insert(compensationEvents)
        .values(rows)
        .then(() => undefined);

type PeriodRange = { from: string; to: string };

/** The company's rows dated in `period`, with further conditions. */
const inPeriod = (ftgId: string, period: PeriodRange, ...more: SQL[]) =>
  and(eq(compensations.ftgId, ftgId), between(compensations.datum, period.from, period.to), ...more);

/** The rows of some employees in a period, counted. */
export async function countInPeriod(db: Db, ftgId: string, anstNrs: readonly string[], period: PeriodRange) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(compensations)
    .where(inPeriod(ftgId, period, inArray(compensations.anstNr, [...anstNrs])));
  return row?.n ?? 0;
}

/** Moves the rows of some employees in a period from one status to another; the rows changed. */
export const moveStatus = (
  db: Db,
  ftgId: string,
  anstNrs: readonly string[],
  period: PeriodRange,
  from: TimeEntryStatus,
  to: TimeEntryStatus,
  by: ChangedBy,
) =>
  db
    .update(compensations)
    .set(statusChange(to, by, compensations))
    .where(
      inPeriod(ftgId, period, inArray(compensations.anstNr, [...anstNrs]), eq(compensations.status, from)),
    )
    .returning({ id: compensations.id, anstNr: compensations.anstNr });

/**
 * The rows of the employees `filter` lets one see, as a condition: = ANY reads each one's rows
 * through their index, where IN (subquery) hashes every row of the company.
 */
const ofScope = (ftgId: string, filter: EmployeeFilter): SQL[] =>
  filter.kind === 'all'
    ? []
    : [
        sql`${compensations.anstNr} = any(array(
          select ${employees.anstNr} from ${employees} where ${employeeFilterWhere(ftgId, filter)}))`,
      ];

/**
 * The rows in some statuses dated outside a period, per month (YYYY-MM, oldest first) with how many
 * employees they are of: of the employees `filter` lets one see, of one of them (`anstNr`), and
 * never of `except` (an attester's own rows).
 */
export function monthsOutside(
  db: Db,
  ftgId: string,
  period: PeriodRange,
  statuses: readonly TimeEntryStatus[],
  scope: { filter: EmployeeFilter; anstNr?: string | undefined; except: string | null },
) {
  const month = sql<string>`to_char(${compensations.datum}, 'YYYY-MM')`;
  return db
    .select({
      manad: month,
      antal: sql<number>`count(*)::int`,
      anstallda: sql<number>`count(distinct ${compensations.anstNr})::int`,
    })
    .from(compensations)
    .where(
      and(
        eq(compensations.ftgId, ftgId),
        inArray(compensations.status, [...statuses]),
        or(lt(compensations.datum, period.from), gt(compensations.datum, period.to)),
        ...ofScope(ftgId, scope.filter),
        ...(scope.anstNr === undefined ? [] : [eq(compensations.anstNr, scope.anstNr)]),
        ...(scope.except === null ? [] : [ne(compensations.anstNr, scope.except)]),
      ),
    )
    .groupBy(month)
    .orderBy(month);
}

/** One employee's compensation rows of one status: [anstNr, status, rows, kronor]. */
export type CompensationSumTuple = [anstNr: string, status: TimeEntryStatus, antal: number, summa: number];

/**
 * Rows and kronor per employee and status in a period, of the employees `filter` lets one see, as a
 * value of a select list (one JSON array): the attest list reads it in its one statement.
 */
export function compensationSumsJson(ftgId: string, period: PeriodRange, filter: EmployeeFilter) {
  const scope = ofScope(ftgId, filter);
  return sql<CompensationSumTuple[]>`(select coalesce(json_agg(json_build_array(
      g.anst_nr, g.status, g.antal, g.summa)), '[]'::json)
    from (select ${compensations.anstNr} as anst_nr, ${compensations.status} as status,
        count(*)::int as antal, coalesce(sum(${compensations.summa}), 0)::float8 as summa
      from ${compensations} where ${inPeriod(ftgId, period, ...scope)} group by 1, 2) g)`;
}

/** A receipt of the company, without its content (or with it, to send it). */
export async function findReceipt(db: Db, ftgId: string, id: string, withContent = false) {
  const [row] = await db
    .select({
      id: receipts.id,
      anstNr: receipts.anstNr,
      mime: receipts.mime,
      filnamn: receipts.filnamn,
      storlek: receipts.storlek,
      ...(withContent ? { content: receipts.content } : {}),
    })
    .from(receipts)
    .where(and(eq(receipts.ftgId, ftgId), eq(receipts.id, id)));
  return (row ?? null) as
    (Omit<ReceiptRow, 'ftgId' | 'createdBy' | 'createdAt'> & { content?: Buffer }) | null;
}

export async function insertReceipt(db: Db, row: typeof receipts.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(receipts).values(row).returning({ id: receipts.id });
  if (!inserted) throw new Error('receipt not stored');
  return inserted.id;
}

/** The rows one payroll transfer locked, by postid, each with its receipt's id and type (not its bytes). */
export const rowsOfExport = (db: Db, ftgId: string, exportId: string) =>
  db
    .select({
      postId: compensations.postId,
      anstNr: compensations.anstNr,
      datum: compensations.datum,
      lonKod: compensations.lonKod,
      text: compensations.text,
      summa: compensations.summa,
      momsSek: compensations.momsSek,
      receiptId: receipts.id,
      mime: receipts.mime,
    })
    .from(compensations)
    .leftJoin(
      receipts,
      and(eq(receipts.ftgId, compensations.ftgId), eq(receipts.id, compensations.receiptId)),
    )
    .where(and(eq(compensations.ftgId, ftgId), eq(compensations.exportId, exportId)))
    .orderBy(asc(compensations.postId));

/**
 * Deletes the receipts uploaded before `before` that no compensation row refers to: a file chosen
 * and then left (the dialog cancelled, another file chosen) or whose row was deleted. Answers how
 * many went.
 */
export async function deleteOrphanReceipts(db: Db, before: Date): Promise<number> {
  // A receipt a row is being saved with is locked by that insert (its foreign key): skipped, never
  // deleted under the row.
  // Both drivers answer with `rows`.
  const gone = (await db.execute(sql`
    delete from ${receipts} where ${receipts.id} in (
      select r.id from ${receipts} r
      where r.created_at < ${before.toISOString()}
        and not exists (select 1 from ${compensations} c where c.receipt_id = r.id)
        and not exists (
          select 1 from ${travelExpenses} t
          where t.ftg_id = r.ftg_id
            and (t.data->'Utlagg' @> jsonb_build_array(jsonb_build_object('ReceiptId', r.id::text))
              or t.data->'Representation' @> jsonb_build_array(jsonb_build_object('ReceiptId', r.id::text))))
      for update skip locked)
    returning ${receipts.id}`)) as unknown as { rows: unknown[] };
  return gone.rows.length;
}

/** The compensation rows trips made, by trip; locked against attest and transfer with `forUpdate`. */
export function rowsOfTrips(db: Db, ftgId: string, ids: readonly string[], forUpdate = false) {
  if (ids.length === 0) return Promise.resolve([]);
  const query = db
    .select({ id: compensations.id, resaId: compensations.resaId, status: compensations.status })
    .from(compensations)
    .where(and(eq(compensations.ftgId, ftgId), inArray(compensations.resaId, [...ids])));
  return forUpdate ? query.for('update') : query;
}

/** Removes a trip's rows (they are not attested: the caller checked, under the trip's row lock). */
export const deleteRowsOfTrip = (db: Db, ftgId: string, id: string) =>
  db
    .delete(compensations)
    .where(and(eq(compensations.ftgId, ftgId), eq(compensations.resaId, id)))
    .returning({ id: compensations.id, anstNr: compensations.anstNr, lonKod: compensations.lonKod });
