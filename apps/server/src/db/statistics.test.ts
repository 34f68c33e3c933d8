import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { createCompany } from './seed/factories';
import { hasPlannerStatistics } from './statistics';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('hasPlannerStatistics', () => {
  it('is false on a database never analysed and true after ANALYZE', async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    expect(await hasPlannerStatistics(database.db)).toBe(false);
    await createCompany(database.db);
    await database.db.execute(sql`analyze`);
    expect(await hasPlannerStatistics(database.db)).toBe(true);
  });
});
