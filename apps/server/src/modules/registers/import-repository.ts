// The registers' imports on the database: what an import compares its file with (the company's
// employees, codes, units, dimension names, schedule days and what the last import brought), and
// storing a decided plan or a CSV file's new employees, in batches, inside the caller's transaction.
import { and, eq, sql } from 'drizzle-orm';
import { tidKodTypOf, type EmployeeCreate, type PaxmlRegisters } from '@lonportal/domain';
import type { Db } from '../../db/client';
import {
  arbScheman,
  avdelningar,
  companies,
  employeeHistory,
  employees,
  lonKoder,
  perSchema,
  registerSync,
  resultatenheter,
  scheduleDays,
  tidKoder,
} from '../../db/schema/index';
import { BATCH_SIZE, insertBatched } from '../../db/seed/company-codes';
import type { DayRow, Plan } from './import-plan';

export type EmployeeRow = typeof employees.$inferSelect;
export type { DayRow };

/** Everything an import compares its file with, read once. */
export async function importState(db: Db, ftgId: string, file: PaxmlRegisters) {
  const staff = await db.select().from(employees).where(eq(employees.ftgId, ftgId));
  const sync = await db.select().from(registerSync).where(eq(registerSync.ftgId, ftgId));
  const tid = await db
    .select({ kod: tidKoder.tidKod, benText: tidKoder.benText })
    .from(tidKoder)
    .where(eq(tidKoder.ftgId, ftgId));
  const lon = await db
    .select({ kod: lonKoder.lonKod, benText: lonKoder.benText })
    .from(lonKoder)
    .where(eq(lonKoder.ftgId, ftgId));
  const units = await db.select().from(resultatenheter).where(eq(resultatenheter.ftgId, ftgId));
  const [company] = await db
    .select({ namn: companies.resEnhetNamn })
    .from(companies)
    .where(eq(companies.ftgId, ftgId));
  const dates = file.Scheman.flatMap((s) => s.Dagar.map((d) => d.Datum)).sort();
  const days = dates.length
    ? await db
        .select()
        .from(scheduleDays)
        .where(
          and(
            eq(scheduleDays.ftgId, ftgId),
            sql`${scheduleDays.datum} between ${dates[0]} and ${dates.at(-1)}`,
          ),
        )
    : [];
  return {
    employees: staff,
    employeeByAnstNr: new Map(staff.map((e) => [e.anstNr, e])),
    sync: new Map(sync.map((s) => [`${s.register}:${s.kod}`, s.varden])),
    tidKoder: new Map(tid.map((c) => [c.kod, c])),
    lonKoder: new Map(lon.map((c) => [c.kod, c])),
    units: new Map(units.map((u) => [`${u.dim}:${u.kod}`, u])),
    dimensionNames: company?.namn ?? [],
    days: new Map(days.map((d) => [`${d.anstNr}:${d.datum}`, { ...d, timmar: Number(d.timmar) }])),
  };
}
export type ImportState = Awaited<ReturnType<typeof importState>>;

const batches = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_SIZE) out.push(rows.slice(i, i + BATCH_SIZE));
  return out;
};

const orNull = (s: string) => (s === '' ? null : s);

/** Stores a decided plan: new and changed employees, codes, units, dimension names, schedule days and what payroll sent. */
export async function storePlan(
  tx: Db,
  ftgId: string,
  plan: Plan,
  groups: { TidKodGrupp: string; LonKodGrupp: string },
  now: Date,
) {
  const fresh = plan.persons.filter((p) => p.isNew && p.values);
  for (const batch of batches(fresh)) {
    await tx.insert(employees).values(
      batch.map(({ anstNr, values: v }) => ({
        ftgId,
        anstNr,
        foNamn: v!.FoNamn,
        efNamn: v!.EfNamn,
        persNr: orNull(v!.PersNr),
        email: orNull(v!.Email),
        phone: orNull(v!.Phone),
        anstDatum: orNull(v!.AnstDatum),
        slutDatum: orNull(v!.SlutDatum),
        tidKodGrupp: groups.TidKodGrupp,
        lonKodGrupp: groups.LonKodGrupp,
        useResEnhet: [v!.ResEnhet1 !== '', v!.ResEnhet2 !== '', v!.ResEnhet3 !== ''],
        resEnhet: [v!.ResEnhet1, v!.ResEnhet2, v!.ResEnhet3],
      })),
    );
    await tx.insert(employeeHistory).values(
      batch.map(({ anstNr, values: v }) => ({
        ftgId,
        anstNr,
        fromDatum: v!.AnstDatum || now.toISOString().slice(0, 10),
        avdelning: null,
        tidKodGrupp: groups.TidKodGrupp,
        lonKodGrupp: groups.LonKodGrupp,
        applied: true,
        changedAt: now,
        changedBy: null,
      })),
    );
  }
  for (const p of plan.persons) {
    if (p.isNew || !p.values || p.row.Falt.length === 0 || p.row.Sektion !== 'personal') continue;
    const v = p.values;
    await tx
      .update(employees)
      .set({
        foNamn: v.FoNamn,
        efNamn: v.EfNamn,
        persNr: orNull(v.PersNr),
        email: orNull(v.Email),
        phone: orNull(v.Phone),
        anstDatum: orNull(v.AnstDatum),
        slutDatum: orNull(v.SlutDatum),
        resEnhet: [v.ResEnhet1, v.ResEnhet2, v.ResEnhet3],
        version: sql`${employees.version} + 1`,
      })
      .where(and(eq(employees.ftgId, ftgId), eq(employees.anstNr, p.anstNr)));
  }
  await storeCodes(tx, ftgId, plan);
  for (const d of plan.dimensions) {
    if (!d.values || d.row.Falt.length === 0) continue;
    // ResEnhet{n}Namn is position n of the company's names (SPEC §3).
    await tx.execute(
      sql`update ${companies} set res_enhet_namn[${sql.raw(String(d.dim))}] = ${d.values.namn} where ftg_id = ${ftgId}`,
    );
  }
  for (const batch of batches(plan.days))
    await tx
      .insert(scheduleDays)
      .values(batch.map((d) => ({ ftgId, ...d })))
      .onConflictDoUpdate({
        target: [scheduleDays.ftgId, scheduleDays.anstNr, scheduleDays.datum],
        set: {
          startTid: sql`excluded.start_tid`,
          slutTid: sql`excluded.slut_tid`,
          timmar: sql`excluded.timmar`,
        },
      });
  await storeSync(tx, ftgId, plan, now);
}

async function storeCodes(tx: Db, ftgId: string, plan: Plan) {
  for (const c of plan.codes) {
    if (!c.values) continue;
    if (c.existing === null) {
      // A code from payroll: its kind comes from its id; its groups are set in the portal (none yet).
      if (c.row.Orsak === 'newTimeCode')
        await tx.insert(tidKoder).values({
          ftgId,
          tidKod: c.id,
          benText: c.values.benText,
          typ: tidKodTypOf(c.id),
          grupper: [],
          paxmlKod: c.id,
        });
      else
        await tx
          .insert(lonKoder)
          .values({ ftgId, lonKod: c.id, benText: c.values.benText, typ: 'TILLAGG', grupper: [] });
    } else if (c.row.Falt.length > 0) {
      if (c.existing === 'tid')
        await tx
          .update(tidKoder)
          .set({ benText: c.values.benText, version: sql`${tidKoder.version} + 1` })
          .where(and(eq(tidKoder.ftgId, ftgId), eq(tidKoder.tidKod, c.id)));
      else
        await tx
          .update(lonKoder)
          .set({ benText: c.values.benText, version: sql`${lonKoder.version} + 1` })
          .where(and(eq(lonKoder.ftgId, ftgId), eq(lonKoder.lonKod, c.id)));
    }
  }
  for (const u of plan.units) {
    if (!u.values) continue;
    if (u.isNew)
      await tx.insert(resultatenheter).values({ ftgId, dim: u.dim, kod: u.id, namn: u.values.namn });
    else if (u.row.Falt.length > 0 || u.row.Typ === 'AVSLUTAD')
      await tx
        .update(resultatenheter)
        .set({ namn: u.values.namn, stangd: u.values.stangd, version: sql`${resultatenheter.version} + 1` })
        .where(
          and(
            eq(resultatenheter.ftgId, ftgId),
            eq(resultatenheter.dim, u.dim),
            eq(resultatenheter.kod, u.id),
          ),
        );
  }
}

/** Remembers what the file had for every row it sent (what payroll has now), where it differs. */
async function storeSync(tx: Db, ftgId: string, plan: Plan, now: Date) {
  const rows = [...plan.persons, ...plan.codes, ...plan.units, ...plan.dimensions]
    .filter((c) => c.syncKey && (c.values !== null || c.row.Typ !== 'KONFLIKT'))
    .map((c) => ({
      ftgId,
      register: c.syncKey!.register,
      kod: c.syncKey!.kod,
      varden: c.synced,
      syncedAt: now,
    }));
  for (const batch of batches(rows))
    await tx
      .insert(registerSync)
      .values(batch)
      .onConflictDoUpdate({
        target: [registerSync.ftgId, registerSync.register, registerSync.kod],
        set: { varden: sql`excluded.varden`, syncedAt: sql`excluded.synced_at` },
        setWhere: sql`${registerSync.varden} is distinct from excluded.varden`,
      });
}

/** What a CSV import checks its rows against: the employees' numbers, the departments and schedules (and whether closed). */
export async function csvState(db: Db, ftgId: string) {
  const staff = await db
    .select({ anstNr: employees.anstNr, persNr: employees.persNr })
    .from(employees)
    .where(eq(employees.ftgId, ftgId));
  const depts = await db
    .select({ k: avdelningar.avdelning, s: avdelningar.stangd })
    .from(avdelningar)
    .where(eq(avdelningar.ftgId, ftgId));
  const scheman = await db
    .select({ k: arbScheman.arbSchema, s: arbScheman.stangd })
    .from(arbScheman)
    .where(eq(arbScheman.ftgId, ftgId));
  return {
    staff,
    depts: new Map(depts.map((d) => [d.k, d.s])),
    scheman: new Map(scheman.map((d) => [d.k, d.s])),
  };
}

/** New employees of a CSV file with their history's first row and schedule periods, in batches. */
export async function storeNewEmployees(
  db: Db,
  ftgId: string,
  rows: { input: EmployeeCreate; columns: Omit<typeof employees.$inferInsert, 'ftgId' | 'anstNr'> }[],
  userId: string,
  now: Date,
) {
  await insertBatched(
    db,
    employees,
    rows.map((r) => ({ ftgId, anstNr: r.input.AnstNr, ...r.columns })),
  );
  await insertBatched(
    db,
    employeeHistory,
    rows.map(({ input: r }) => ({
      ftgId,
      anstNr: r.AnstNr,
      fromDatum: r.GallerFran,
      avdelning: r.Avdelning || null,
      tidKodGrupp: r.TidKodGrupp,
      lonKodGrupp: r.LonKodGrupp,
      applied: true,
      changedAt: now,
      changedBy: userId,
    })),
  );
  await insertBatched(
    db,
    perSchema,
    rows.flatMap(({ input: r }) =>
      r.PerSchema.map((p) => ({
        ftgId,
        anstNr: r.AnstNr,
        fromDatum: p.FromDatum,
        useArbSchema: true,
        arbSchema: p.ArbSchema,
      })),
    ),
  );
}
