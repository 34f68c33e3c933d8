import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../test/app-helper';
import { TEST_TODAY } from '../../test/clock';
import { createCompany } from '../db/seed/factories';
import type { Database } from '../db/client';
import { punches, timeEntries } from '../db/schema/index';
import { deleteVersioned, updateVersioned } from './versioned';

// The guarded write on the database itself, for each table with a version column: what is stored
// after a fresh, a stale and a foreign-company change.
let database: Database;
let ftgId: string;
let otherFtgId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  ftgId = (await createCompany(database.db, { today: TEST_TODAY })).ftgId;
  otherFtgId = (await createCompany(database.db, { today: TEST_TODAY })).ftgId;
});
afterAll(() => database.close());

const newEntry = async () => {
  const [row] = await database.db
    .insert(timeEntries)
    .values({ ftgId, anstNr: 'V1', datum: '2026-11-23', tidKod: 'ARB', timmar: 8, status: 'NOT_APPROVED' })
    .returning();
  return row!;
};
const storedEntry = async (id: string) =>
  (await database.db.select().from(timeEntries).where(eq(timeEntries.id, id)))[0];

describe('updateVersioned', () => {
  it('sets the values and the next version on the current version', async () => {
    const row = await newEntry();
    const updated = await updateVersioned(
      database.db,
      timeEntries,
      { ftgId, id: row.id, version: 0 },
      { timmar: 6 },
    );
    expect(updated).toMatchObject({ id: row.id, timmar: 6, version: 1 });
    expect(await storedEntry(row.id)).toMatchObject({ timmar: 6, version: 1 });
  });

  it('answers null and changes nothing on a stale version or another company', async () => {
    const row = await newEntry();
    await updateVersioned(database.db, timeEntries, { ftgId, id: row.id, version: 0 }, { timmar: 6 });
    expect(
      await updateVersioned(database.db, timeEntries, { ftgId, id: row.id, version: 0 }, { timmar: 2 }),
    ).toBeNull();
    expect(
      await updateVersioned(
        database.db,
        timeEntries,
        { ftgId: otherFtgId, id: row.id, version: 1 },
        { timmar: 2 },
      ),
    ).toBeNull();
    expect(await storedEntry(row.id)).toMatchObject({ timmar: 6, version: 1 });
  });

  it('guards punches the same way', async () => {
    const [punch] = await database.db
      .insert(punches)
      .values({ ftgId, anstNr: 'V1', datum: '2026-11-23', inAt: new Date('2026-11-23T07:00:00Z') })
      .returning();
    const key = { ftgId, id: punch!.id, version: 0 };
    const out = new Date('2026-11-23T15:00:00Z');
    expect(await updateVersioned(database.db, punches, key, { outAt: out })).toMatchObject({ version: 1 });
    expect(await updateVersioned(database.db, punches, key, { outAt: null })).toBeNull();
    const [stored] = await database.db.select().from(punches).where(eq(punches.id, punch!.id));
    expect(stored).toMatchObject({ outAt: out, version: 1 });
  });
});

describe('deleteVersioned', () => {
  it('deletes on the current version only, and not another company’s row', async () => {
    const row = await newEntry();
    await updateVersioned(database.db, timeEntries, { ftgId, id: row.id, version: 0 }, { timmar: 6 });
    expect(await deleteVersioned(database.db, timeEntries, { ftgId, id: row.id, version: 0 })).toBe(false);
    expect(
      await deleteVersioned(database.db, timeEntries, { ftgId: otherFtgId, id: row.id, version: 1 }),
    ).toBe(false);
    expect(await storedEntry(row.id)).toBeDefined();
    expect(await deleteVersioned(database.db, timeEntries, { ftgId, id: row.id, version: 1 })).toBe(true);
    expect(await storedEntry(row.id)).toBeUndefined();
    expect(await deleteVersioned(database.db, timeEntries, { ftgId, id: row.id, version: 1 })).toBe(false);
  });
});
