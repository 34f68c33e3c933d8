// Writes the per-company registries every company with employees needs: time codes, pay codes,
// goods groups, accounts, work schedules, OB rules and holidays. The demo and the tests use them,
// and a company made in the portal starts from them (registers).
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { swedishHolidays } from '@lonportal/domain/holidays';
import type { Db } from '../client';
import { arbScheman, holidays, kontoreg, lonKoder, obRegler, tidKoder, varugrupper } from '../schema/index';
import { ARB_SCHEMAN, KONTOREG, LON_KODER, OB_REGLER, TID_KODER, VARUGRUPPER } from './codes';

/** Rows per INSERT: keeps each statement well under PostgreSQL's 65 535 bind parameters. */
export const BATCH_SIZE = 500;

/** Inserts rows in statements of at most BATCH_SIZE rows. */
export async function insertBatched<T extends PgTable>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(i, i + BATCH_SIZE));
  }
}

/**
 * Time codes, pay codes and schedules, and the holidays of the salary years firstYear..lastYear
 * (SPEC §3 Holiday; DOMAIN §8 public days and aftons).
 */
export async function seedCompanyCodes(
  db: Db,
  ftgId: string,
  years: { firstYear: number; lastYear: number },
): Promise<void> {
  await seedStandardCodes(db, ftgId);
  await seedHolidays(db, ftgId, years);
}

/**
 * The portal's standard register for a company: time codes, pay codes, goods groups, accounts, work
 * schedules and OB rules. A new company may start from them (registers) and change them.
 */
export async function seedStandardCodes(db: Db, ftgId: string): Promise<void> {
  await insertBatched(
    db,
    tidKoder,
    TID_KODER.map((k) => ({ ftgId, ...k, grupper: [...k.grupper] })),
  );
  await insertBatched(
    db,
    lonKoder,
    LON_KODER.map((k) => ({ ftgId, ...k, grupper: [...k.grupper] })),
  );
  await insertBatched(
    db,
    varugrupper,
    VARUGRUPPER.map((namn) => ({ ftgId, namn })),
  );
  await insertBatched(
    db,
    kontoreg,
    KONTOREG.map((k) => ({ ftgId, ...k })),
  );
  await insertBatched(
    db,
    arbScheman,
    ARB_SCHEMAN.map((s) => ({ ftgId, ...s, dagar: [...s.dagar] })),
  );
  await insertBatched(
    db,
    obRegler,
    OB_REGLER.map((r) => ({ ftgId, ...r })),
  );
}

/** Sweden's holidays and eves of the years firstYear..lastYear (DOMAIN §8), for a company. */
export async function seedHolidays(
  db: Db,
  ftgId: string,
  years: { firstYear: number; lastYear: number },
): Promise<void> {
  const holidayRows = [];
  for (let year = years.firstYear; year <= years.lastYear; year++) {
    for (const h of swedishHolidays(year))
      holidayRows.push({ ftgId, datum: h.Datum, namn: h.Namn, typ: h.Typ });
  }
  await insertBatched(db, holidays, holidayRows);
}
