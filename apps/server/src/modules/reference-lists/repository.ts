import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  arbetsledare,
  avdelningar,
  bemuppgifter,
  brukare,
  egenskaper,
  employees,
  kompetenser,
  kontoreg,
  obRegler,
  perSchema,
  resultatenheter,
  varugrupper,
} from '../../db/schema/index';

export const listVarugrupper = (db: Db, ftgId: string) =>
  db
    .select({ Namn: varugrupper.namn })
    .from(varugrupper)
    .where(eq(varugrupper.ftgId, ftgId))
    .orderBy(asc(varugrupper.namn));

export const listKonton = (db: Db, ftgId: string) =>
  db
    .select({ Konto: kontoreg.konto, Namn: kontoreg.namn })
    .from(kontoreg)
    .where(eq(kontoreg.ftgId, ftgId))
    .orderBy(asc(kontoreg.konto));

export const listBrukare = (db: Db, ftgId: string) =>
  db
    .select({ Brukare: brukare.brukare, FoNamn: brukare.foNamn, EfNamn: brukare.efNamn })
    .from(brukare)
    .where(eq(brukare.ftgId, ftgId))
    .orderBy(asc(brukare.efNamn), asc(brukare.foNamn));

export const listArbetsledare = (db: Db, ftgId: string) =>
  db
    .select({ Sign: arbetsledare.sign, Namn: arbetsledare.namn })
    .from(arbetsledare)
    .where(eq(arbetsledare.ftgId, ftgId))
    .orderBy(asc(arbetsledare.namn));

export const listAvdelningar = (db: Db, ftgId: string) =>
  db
    .select({ Avdelning: avdelningar.avdelning, Namn: avdelningar.namn })
    .from(avdelningar)
    .where(eq(avdelningar.ftgId, ftgId))
    .orderBy(asc(avdelningar.avdelning));

export const listResultatenheter = (db: Db, ftgId: string) =>
  db
    .select()
    .from(resultatenheter)
    .where(eq(resultatenheter.ftgId, ftgId))
    .orderBy(asc(resultatenheter.dim), asc(resultatenheter.kod));

/** The PerSchema row in effect on `date` (the latest starting on or before it). */
export async function currentPerSchema(db: Db, ftgId: string, anstNr: string, date: string) {
  const rows = await db
    .select({ UseArbSchema: perSchema.useArbSchema, ArbSchema: perSchema.arbSchema })
    .from(perSchema)
    .where(and(eq(perSchema.ftgId, ftgId), eq(perSchema.anstNr, anstNr), lte(perSchema.fromDatum, date)))
    .orderBy(desc(perSchema.fromDatum))
    .limit(1);
  return rows[0] ?? null;
}

export async function findEmployee(db: Db, ftgId: string, anstNr: string) {
  const rows = await db
    .select({ tidKodGrupp: employees.tidKodGrupp, lonKodGrupp: employees.lonKodGrupp })
    .from(employees)
    .where(and(eq(employees.ftgId, ftgId), eq(employees.anstNr, anstNr)))
    .limit(1);
  return rows[0] ?? null;
}

export const listObRegler = (db: Db, ftgId: string) =>
  db
    .select({
      OBRegelID: obRegler.obRegelId,
      BenText: obRegler.benText,
      TidKod: obRegler.tidKod,
      DagTyp: obRegler.dagTyp,
      FranTid: obRegler.franTid,
      TillTid: obRegler.tillTid,
    })
    .from(obRegler)
    .where(eq(obRegler.ftgId, ftgId))
    .orderBy(asc(obRegler.obRegelId));

/** The competences, closed ones too: what employees and tasks hold keeps its name. */
export const listKompetenser = (db: Db, ftgId: string) =>
  db
    .select({ Kompetens: kompetenser.kompetens, BenText: kompetenser.benText })
    .from(kompetenser)
    .where(eq(kompetenser.ftgId, ftgId))
    .orderBy(asc(kompetenser.kompetens));

export const listEgenskaper = (db: Db, ftgId: string) =>
  db
    .select({ Egenskap: egenskaper.egenskap, BenText: egenskaper.benText })
    .from(egenskaper)
    .where(eq(egenskaper.ftgId, ftgId))
    .orderBy(asc(egenskaper.egenskap));

/** The staffing tasks not closed (SPEC §7 /bemanna/bemuppgift: Deleted=false). */
export const listBemuppgifter = (db: Db, ftgId: string) =>
  db
    .select()
    .from(bemuppgifter)
    .where(and(eq(bemuppgifter.ftgId, ftgId), eq(bemuppgifter.stangd, false)))
    .orderBy(asc(bemuppgifter.bemuppgift));
