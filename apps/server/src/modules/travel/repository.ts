// The travel area's reads and writes (tables in db/schema/travel.ts; a completed trip's rows are
// compensations', made and removed through compensations/guide-rows.ts).
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { TravelValues } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { employees, lonKoder, normalbelopp, normalbeloppYears, travelExpenses } from '../../db/schema/index';
import type { TravelData } from '../../db/schema/travel';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';

export type TravelRow = typeof travelExpenses.$inferSelect;
export type NewTravelRow = typeof travelExpenses.$inferInsert;

/** A trip's stored columns: its dates, for the lists by period, and the trip as typed, kept whole. */
export const tripColumns = ({ AnstNr: _, ...data }: TravelValues) => ({
  avresaDatum: data.AvresaDatum,
  hemkomstDatum: data.HemkomstDatum,
  data: data satisfies TravelData,
});

/** An employee's trips that touch the period (departure on or before its end, return on or after its start). */
export const listTrips = (db: Db, ftgId: string, anstNr: string, from: string, to: string) =>
  db
    .select()
    .from(travelExpenses)
    .where(
      and(
        eq(travelExpenses.ftgId, ftgId),
        eq(travelExpenses.anstNr, anstNr),
        lte(travelExpenses.avresaDatum, to),
        gte(travelExpenses.hemkomstDatum, from),
      ),
    )
    .orderBy(asc(travelExpenses.avresaDatum), asc(travelExpenses.updatedAt));

/**
 * Holds the employee's row until the transaction ends: the writes of one person's trips run one at
 * a time, so two requests cannot both find no overlap and both be stored (PostgreSQL and PGlite).
 */
export async function lockEmployee(db: Db, ftgId: string, anstNr: string): Promise<void> {
  await db
    .select({ anstNr: employees.anstNr })
    .from(employees)
    .where(and(eq(employees.ftgId, ftgId), eq(employees.anstNr, anstNr)))
    .for('update');
}

/** A trip's departure and return as one sortable text, 'YYYY-MM-DDTHH:MM' (dates ISO, times HH:MM). */
const departureAt = sql<string>`(${travelExpenses.avresaDatum}::text || 'T' || (${travelExpenses.data} ->> 'AvresaTid'))`;
const returnAt = sql<string>`(${travelExpenses.hemkomstDatum}::text || 'T' || (${travelExpenses.data} ->> 'HemkomstTid'))`;

/**
 * The employee's first trip (besides `exceptId`) whose time overlaps from `start` to `end`
 * ('YYYY-MM-DDTHH:MM', the end not included: a trip may leave when another comes home), in any
 * state; null when none does. Deleted trips are gone from the table.
 */
export async function overlappingTrip(
  db: Db,
  ftgId: string,
  anstNr: string,
  exceptId: string | null,
  start: string,
  end: string,
): Promise<TravelRow | null> {
  const [row] = await db
    .select()
    .from(travelExpenses)
    .where(
      and(
        eq(travelExpenses.ftgId, ftgId),
        eq(travelExpenses.anstNr, anstNr),
        exceptId === null ? undefined : ne(travelExpenses.id, exceptId),
        // The dates first, for the index; then the moments.
        lte(travelExpenses.avresaDatum, end.slice(0, 10)),
        gte(travelExpenses.hemkomstDatum, start.slice(0, 10)),
        lt(departureAt, end),
        gt(returnAt, start),
      ),
    )
    .orderBy(asc(travelExpenses.avresaDatum))
    .limit(1);
  return row ?? null;
}

/** The trips of some employees that touch the dates from `from` to `to` (the rules of a shared day). */
export const tripsTouching = (db: Db, ftgId: string, anstNrs: readonly string[], from: string, to: string) =>
  anstNrs.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(travelExpenses)
        .where(
          and(
            eq(travelExpenses.ftgId, ftgId),
            inArray(travelExpenses.anstNr, [...anstNrs]),
            lte(travelExpenses.avresaDatum, to),
            gte(travelExpenses.hemkomstDatum, from),
          ),
        );

export async function findTrip(db: Db, ftgId: string, id: string): Promise<TravelRow | null> {
  const [row] = await db
    .select()
    .from(travelExpenses)
    .where(and(eq(travelExpenses.ftgId, ftgId), eq(travelExpenses.id, id)));
  return row ?? null;
}

export async function insertTrip(db: Db, row: NewTravelRow): Promise<TravelRow> {
  const [inserted] = await db.insert(travelExpenses).values(row).returning();
  if (!inserted) throw new Error('travel expense not stored');
  return inserted;
}

export const updateTrip = (
  db: Db,
  ftgId: string,
  id: string,
  version: number,
  values: Partial<NewTravelRow>,
) => updateVersioned(db, travelExpenses, { ftgId, id, version }, values);

export const deleteTrip = (db: Db, ftgId: string, id: string, version: number) =>
  deleteVersioned(db, travelExpenses, { ftgId, id, version });

/** The company's unit prices of some pay codes, in öre (null where the code has none). */
export const payCodePrices = (db: Db, ftgId: string, codes: readonly string[]) =>
  db
    .select({ lonKod: lonKoder.lonKod, aprisOre: lonKoder.aprisOre })
    .from(lonKoder)
    .where(and(eq(lonKoder.ftgId, ftgId), inArray(lonKoder.lonKod, [...codes])));

/** The normalbelopp an administrator loaded, for some years. */
export const loadedNormalbelopp = (db: Db, years: readonly number[]) =>
  years.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(normalbelopp)
        .where(inArray(normalbelopp.ar, [...years]));

export const loadedYears = (db: Db) => db.select().from(normalbeloppYears).orderBy(asc(normalbeloppYears.ar));

/** Replaces a year's loaded table whole. */
export async function replaceYear(
  db: Db,
  year: { ar: number; kalla: string; loadedBy: string; loadedByNamn: string; loadedAt: Date },
  rows: readonly { landskod: string; land: string; belopp: number }[],
) {
  await db.delete(normalbeloppYears).where(eq(normalbeloppYears.ar, year.ar));
  await db.insert(normalbeloppYears).values(year);
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(normalbelopp).values(rows.slice(i, i + 500).map((r) => ({ ar: year.ar, ...r })));
}

/** Marks the trips not yet in a payroll file as in this one, and answers them (their events go in it). */
export const claimTripsForExport = (db: Db, ftgId: string, ids: readonly string[], exportId: string) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .update(travelExpenses)
        .set({ exportId })
        .where(
          and(
            eq(travelExpenses.ftgId, ftgId),
            inArray(travelExpenses.id, [...ids]),
            isNull(travelExpenses.exportId),
          ),
        )
        .returning()
        .then((rows) =>
          rows.sort(
            (a, b) => a.anstNr.localeCompare(b.anstNr, 'sv') || a.avresaDatum.localeCompare(b.avresaDatum),
          ),
        );
