// What a person's calendar feed reads of staffing (DOMAIN §15): their published shifts with the
// task's and the department's names, each part's change count (SEQUENCE) and its last change.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { avdelningar, bemuppgifter, shifts } from '../../db/schema/index';

export const feedShifts = (db: Db, ftgId: string, anstNr: string, from: string, to: string) =>
  db
    .select({
      Id: shifts.id,
      Datum: shifts.datum,
      StartTid: shifts.startTid,
      SlutTid: shifts.slutTid,
      Typ: shifts.typ,
      Bemuppgift: shifts.bemuppgift,
      Uppgift: bemuppgifter.benText,
      Avdelning: avdelningar.namn,
      Kommentar: shifts.kommentar,
      sequence: shifts.sequence,
      updatedAt: shifts.updatedAt,
    })
    .from(shifts)
    .leftJoin(
      bemuppgifter,
      and(eq(bemuppgifter.ftgId, shifts.ftgId), eq(bemuppgifter.bemuppgift, shifts.bemuppgift)),
    )
    .leftJoin(
      avdelningar,
      and(eq(avdelningar.ftgId, shifts.ftgId), eq(avdelningar.avdelning, shifts.avdelning)),
    )
    .where(
      and(
        eq(shifts.ftgId, ftgId),
        eq(shifts.anstNr, anstNr),
        eq(shifts.publicerad, true),
        gte(shifts.datum, from),
        lte(shifts.datum, to),
      ),
    )
    .orderBy(asc(shifts.datum), asc(shifts.startTid));
