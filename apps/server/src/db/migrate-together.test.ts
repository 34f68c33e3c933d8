import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

// Several servers started together on one empty PostgreSQL database (docs/operations/several-servers.md)
// migrate it one at a time: each finds the schema whole, none fails on another's half-made tables.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(process.env.TEST_DB !== 'postgres' || !url)(
  'migrations of servers started together (PostgreSQL)',
  () => {
    it('three servers migrate one empty database at once, and each finds it current', async () => {
      const admin = new pg.Client({
        connectionString: Object.assign(new URL(url!), { pathname: '/postgres' }).toString(),
      });
      await admin.connect();
      const name = `lp_migrate_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const databases = await Promise.all(
        [1, 2, 3].map(() =>
          openDatabase({
            kind: 'postgres',
            url: Object.assign(new URL(url!), { pathname: `/${name}` }).toString(),
            poolSize: 2,
          }),
        ),
      );
      try {
        const results = await Promise.allSettled(databases.map((d) => d.migrate()));
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
        const { rows } = await databases[0]!.executeSql(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        const applied = (rows[0] as { n: number }).n;
        expect(applied).toBeGreaterThan(20);
        // Once more, as a restart does: nothing left to run.
        await databases[1]!.migrate();
        const again = await databases[0]!.executeSql(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect((again.rows[0] as { n: number }).n).toBe(applied);
      } finally {
        await Promise.all(databases.map((d) => d.close()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
  },
);
