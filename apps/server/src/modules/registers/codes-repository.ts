// Each code register (domain registers/codes.ts) on its table, and the register's reads and writes: how its code picks out a row, how
// its fields are stored and read back, and which rows refer to its codes (then a code is closed,
// not deleted). The one place that knows these tables for the registers.
import { and, asc, count, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { CODE_REGISTER_FIELDS, type CodeCreate, type CodeKey, type CodeRegister } from '@lonportal/domain';
import type { Db } from '../../db/client';
import {
  absenceReports,
  arbetsledare,
  arbScheman,
  avdelningar,
  bemuppgifter,
  brukare,
  compensations,
  employeeHistory,
  employees,
  kontoreg,
  leaveApplications,
  lonKoder,
  obRegler,
  perSchema,
  resultatenheter,
  tidKoder,
  timeEntries,
  userAccounts,
  varugrupper,
} from '../../db/schema/index';
import { deleteVersionedWhere, updateVersionedWhere } from '../../shared/versioned';
import { distinct, distinctAcross, orNull, used, type CodeTable } from './code-table-repository';
import { competences, properties, staffingtasks } from './staffing-codes-repository';

export type { CodeTable } from './code-table-repository';
export { bemuppgifterInUse } from './staffing-codes-repository';

/** The result units (dimension:code) the company's rows of an array column name, unit n at position n. */
async function unitsIn(db: Db, table: 'employees' | 'time_entries' | 'compensations', ftgId: string) {
  // Both drivers answer with `rows`.
  const result = (await db.execute(
    sql`select distinct u.dim::int as dim, u.kod from ${sql.identifier(table)} t,
      unnest(t.res_enhet) with ordinality as u(kod, dim)
      where t.ftg_id = ${ftgId} and u.kod is not null and u.kod <> ''`,
  )) as unknown as { rows: { dim: number; kod: string }[] };
  return result.rows.map((r) => `${r.dim}:${r.kod}`);
}

const departments: CodeTable<'departments'> = {
  table: avdelningar,
  where: (ftgId, k) => and(eq(avdelningar.ftgId, ftgId), eq(avdelningar.avdelning, k.Avdelning))!,
  keyColumns: (k) => ({ avdelning: k.Avdelning }),
  columns: (f) => ({ namn: f.Namn }),
  present: (r: typeof avdelningar.$inferSelect) => ({ Avdelning: r.avdelning, Namn: r.namn }),
  keyOf: (k) => k.Avdelning,
  order: [avdelningar.avdelning],
  inUse: (db, ftgId) =>
    used(
      distinctAcross(db, ftgId, [
        [employees, employees.avdelning],
        [employeeHistory, employeeHistory.avdelning],
        [bemuppgifter, bemuppgifter.avdelning],
      ]),
    ),
  resource: 'departments',
};

const schedules: CodeTable<'schedules'> = {
  table: arbScheman,
  where: (ftgId, k) => and(eq(arbScheman.ftgId, ftgId), eq(arbScheman.arbSchema, k.ArbSchema))!,
  keyColumns: (k) => ({ arbSchema: k.ArbSchema }),
  columns: (f) => ({
    benText: f.BenText,
    dagar: [...f.Dagar],
    startTid: f.StartTid,
    rastMinuter: f.RastMinuter,
    rotationStart: f.Dagar.length > 7 ? orNull(f.RotationStart) : null,
  }),
  present: (r: typeof arbScheman.$inferSelect) => ({
    ArbSchema: r.arbSchema,
    BenText: r.benText,
    Dagar: r.dagar,
    StartTid: r.startTid,
    RastMinuter: r.rastMinuter,
    RotationStart: r.rotationStart ?? '',
  }),
  keyOf: (k) => k.ArbSchema,
  order: [arbScheman.arbSchema],
  inUse: (db, ftgId) => used(distinct(db, perSchema, perSchema.arbSchema, ftgId)),
  resource: 'schedules',
};

const timecodes: CodeTable<'timecodes'> = {
  table: tidKoder,
  where: (ftgId, k) => and(eq(tidKoder.ftgId, ftgId), eq(tidKoder.tidKod, k.TidKod))!,
  keyColumns: (k) => ({ tidKod: k.TidKod }),
  columns: (f) => ({
    benText: f.BenText,
    typ: f.Typ,
    grupper: [...f.Grupper],
    paxmlKod: orNull(f.PaxmlKod),
    lonKod: orNull(f.LonKod),
  }),
  present: (r: typeof tidKoder.$inferSelect) => ({
    TidKod: r.tidKod,
    BenText: r.benText,
    Typ: r.typ,
    Grupper: r.grupper,
    PaxmlKod: r.paxmlKod ?? '',
    LonKod: r.lonKod ?? '',
  }),
  keyOf: (k) => k.TidKod,
  order: [tidKoder.tidKod],
  inUse: (db, ftgId) =>
    used(
      distinct(db, timeEntries, timeEntries.tidKod, ftgId),
      distinct(db, obRegler, obRegler.tidKod, ftgId),
      distinct(db, absenceReports, absenceReports.tidKod, ftgId),
      distinct(db, leaveApplications, leaveApplications.tidKod, ftgId),
    ),
  resource: 'timeCodes',
};

const paycodes: CodeTable<'paycodes'> = {
  table: lonKoder,
  where: (ftgId, k) => and(eq(lonKoder.ftgId, ftgId), eq(lonKoder.lonKod, k.LonKod))!,
  keyColumns: (k) => ({ lonKod: k.LonKod }),
  columns: (f) => ({
    benText: f.BenText,
    typ: f.Typ,
    enhet: f.Enhet,
    aprisOre: f.Apris === null ? null : Math.round(f.Apris * 100),
    grupper: [...f.Grupper],
    kvittoKravs: f.KvittoKravs,
  }),
  present: (r: typeof lonKoder.$inferSelect) => ({
    LonKod: r.lonKod,
    BenText: r.benText,
    Typ: r.typ,
    Enhet: r.enhet,
    Apris: r.aprisOre === null ? null : r.aprisOre / 100,
    Grupper: r.grupper,
    KvittoKravs: r.kvittoKravs,
  }),
  keyOf: (k) => k.LonKod,
  order: [lonKoder.lonKod],
  inUse: (db, ftgId) =>
    used(
      distinct(db, compensations, compensations.lonKod, ftgId),
      distinct(db, tidKoder, tidKoder.lonKod, ftgId),
    ),
  resource: 'payCodes',
};

const brukareTable: CodeTable<'brukare'> = {
  table: brukare,
  where: (ftgId, k) => and(eq(brukare.ftgId, ftgId), eq(brukare.brukare, k.Brukare))!,
  keyColumns: (k) => ({ brukare: k.Brukare }),
  columns: (f) => ({ foNamn: f.FoNamn, efNamn: f.EfNamn, persNr: orNull(f.PersNr) }),
  present: (r: typeof brukare.$inferSelect) => ({
    Brukare: r.brukare,
    FoNamn: r.foNamn,
    EfNamn: r.efNamn,
    PersNr: r.persNr ?? '',
  }),
  keyOf: (k) => k.Brukare,
  order: [brukare.brukare],
  inUse: (db, ftgId) =>
    used(
      distinct(db, employees, employees.brukare, ftgId),
      distinct(db, timeEntries, timeEntries.brukare, ftgId),
      distinct(db, compensations, compensations.brukare, ftgId),
      distinct(db, userAccounts, userAccounts.brukare, ftgId),
      distinct(db, arbetsledare, arbetsledare.brukare, ftgId),
    ),
  resource: 'userLists',
};

const arbetsledareTable: CodeTable<'arbetsledare'> = {
  table: arbetsledare,
  where: (ftgId, k) => and(eq(arbetsledare.ftgId, ftgId), eq(arbetsledare.sign, k.Sign))!,
  keyColumns: (k) => ({ sign: k.Sign }),
  columns: (f) => ({ namn: f.Namn, brukare: orNull(f.Brukare) }),
  present: (r: typeof arbetsledare.$inferSelect) => ({
    Sign: r.sign,
    Namn: r.namn,
    Brukare: r.brukare ?? '',
  }),
  keyOf: (k) => k.Sign,
  order: [arbetsledare.sign],
  // No row names an arbetsledare: one can always be deleted.
  inUse: async () => new Set(),
  resource: 'userLists',
};

const resultunits: CodeTable<'resultunits'> = {
  table: resultatenheter,
  where: (ftgId, k) =>
    and(eq(resultatenheter.ftgId, ftgId), eq(resultatenheter.dim, k.Dim), eq(resultatenheter.kod, k.Kod))!,
  keyColumns: (k) => ({ dim: k.Dim, kod: k.Kod }),
  columns: (f) => ({ namn: f.Namn }),
  present: (r: typeof resultatenheter.$inferSelect) => ({ Dim: r.dim, Kod: r.kod, Namn: r.namn }),
  keyOf: (k) => `${k.Dim}:${k.Kod}`,
  order: [resultatenheter.dim, resultatenheter.kod],
  inUse: (db, ftgId) =>
    used(
      unitsIn(db, 'employees', ftgId),
      unitsIn(db, 'time_entries', ftgId),
      unitsIn(db, 'compensations', ftgId),
    ),
  resource: 'resultUnits',
};

const goodsgroups: CodeTable<'goodsgroups'> = {
  table: varugrupper,
  where: (ftgId, k) => and(eq(varugrupper.ftgId, ftgId), eq(varugrupper.namn, k.Namn))!,
  keyColumns: (k) => ({ namn: k.Namn }),
  columns: () => ({}),
  present: (r: typeof varugrupper.$inferSelect) => ({ Namn: r.namn }),
  keyOf: (k) => k.Namn,
  order: [varugrupper.namn],
  inUse: (db, ftgId) => used(distinct(db, compensations, compensations.varugrupp, ftgId)),
  resource: 'payCodes',
};

const accounts: CodeTable<'accounts'> = {
  table: kontoreg,
  where: (ftgId, k) => and(eq(kontoreg.ftgId, ftgId), eq(kontoreg.konto, k.Konto))!,
  keyColumns: (k) => ({ konto: k.Konto }),
  columns: (f) => ({ namn: f.Namn }),
  present: (r: typeof kontoreg.$inferSelect) => ({ Konto: r.konto, Namn: r.namn }),
  keyOf: (k) => k.Konto,
  order: [kontoreg.konto],
  inUse: (db, ftgId) => used(distinct(db, compensations, compensations.konto, ftgId)),
  resource: 'payCodes',
};

export const CODE_TABLES: { [K in CodeRegister]: CodeTable<K> } = {
  departments,
  schedules,
  timecodes,
  paycodes,
  brukare: brukareTable,
  arbetsledare: arbetsledareTable,
  resultunits,
  goodsgroups,
  accounts,
  competences,
  properties,
  staffingtasks,
};

/** The code fields of a create body (its key), as the URL would name them. */
export const keyOfCreate = <K extends CodeRegister>(kind: K, input: CodeCreate<K>): CodeKey<K> => {
  const key: Record<string, unknown> = {};
  for (const field of Object.keys(CODE_REGISTER_FIELDS[kind].key))
    key[field] = (input as Record<string, unknown>)[field];
  return key as CodeKey<K>;
};

/** What a stored register row carries besides its own columns. */
export type StoredRow = { version: number; stangd: boolean };

/** The company's rows of a register, in the register's order. */
export async function listRows(db: Db, kind: CodeRegister, ftgId: string): Promise<StoredRow[]> {
  const def = CODE_TABLES[kind];
  return (await db
    .select()
    .from(def.table)
    .where(eq(def.table.ftgId, ftgId))
    .orderBy(...def.order.map((c) => asc(c)))) as StoredRow[];
}

/** Whether the company has the row of `key`. */
export async function rowExists<K extends CodeRegister>(db: Db, kind: K, ftgId: string, key: CodeKey<K>) {
  const def = CODE_TABLES[kind];
  const [found] = await db.select({ v: def.table.version }).from(def.table).where(def.where(ftgId, key));
  return !!found;
}

export async function insertRow<K extends CodeRegister>(
  db: Db,
  kind: K,
  ftgId: string,
  key: CodeKey<K>,
  fields: unknown,
) {
  const def = CODE_TABLES[kind];
  const [row] = (await db
    .insert(def.table)
    .values({ ftgId, ...def.keyColumns(key), ...def.columns(fields as never) } as never)
    .returning()) as StoredRow[];
  if (!row) throw new Error('the register row was not inserted');
  return row;
}

/** Writes the fields and whether closed if the row still has `version`; null when it has moved on. */
export async function updateRow<K extends CodeRegister>(
  db: Db,
  kind: K,
  ftgId: string,
  key: CodeKey<K>,
  version: number,
  fields: unknown,
  stangd: boolean,
) {
  const def = CODE_TABLES[kind];
  return (await updateVersionedWhere(db, def.table, def.where(ftgId, key), version, {
    ...def.columns(fields as never),
    stangd,
  } as never)) as StoredRow | null;
}

export const deleteRow = <K extends CodeRegister>(
  db: Db,
  kind: K,
  ftgId: string,
  key: CodeKey<K>,
  version: number,
) => deleteVersionedWhere(db, CODE_TABLES[kind].table, CODE_TABLES[kind].where(ftgId, key), version);

/** Per department of the company, its employees still employed on `today`. */
export async function employedByDepartment(db: Db, ftgId: string, today: string) {
  const rows = await db
    .select({ avdelning: employees.avdelning, n: count() })
    .from(employees)
    .where(and(eq(employees.ftgId, ftgId), or(isNull(employees.slutDatum), gte(employees.slutDatum, today))))
    .groupBy(employees.avdelning);
  return new Map(rows.map((r) => [r.avdelning ?? '', r.n]));
}

/** Whether the company has the pay code, and the brukare (what a time code and an arbetsledare name). */
export async function hasPayCode(db: Db, ftgId: string, lonKod: string) {
  const [found] = await db
    .select({ k: lonKoder.lonKod })
    .from(lonKoder)
    .where(and(eq(lonKoder.ftgId, ftgId), eq(lonKoder.lonKod, lonKod)));
  return !!found;
}

export async function hasBrukare(db: Db, ftgId: string, code: string) {
  const [found] = await db
    .select({ k: brukare.brukare })
    .from(brukare)
    .where(and(eq(brukare.ftgId, ftgId), eq(brukare.brukare, code)));
  return !!found;
}
