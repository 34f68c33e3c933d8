// Backups as docs/operations/backups.md says to take and restore them, of a database with rows: the
// embedded one while its server runs (kill -USR2, backup.ts), PostgreSQL with pg_dump and
// pg_restore. The restored database has every row of every table of the portal.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_KIND } from '../test/app-helper';
import { cleanUpProcesses, processDatabase, startMain } from '../test/main-process';
import { openDatabase, type Database } from './db/client';
import { createCompany, createEmployee, createTimeEntries, createUser } from './db/seed/factories';

const dirs: string[] = [];
afterAll(async () => {
  await cleanUpProcesses();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-backup-'));
  dirs.push(d);
  return d;
};

/** A company with people and rows. */
async function fill(database: Database): Promise<void> {
  const { ftgId } = await createCompany(database.db, { today: new Date() });
  await createUser(database.db, { ftgId, role: 'FTG' });
  const staff = [await createEmployee(database.db, { ftgId }), await createEmployee(database.db, { ftgId })];
  await createTimeEntries(
    database.db,
    { ftgId },
    staff.flatMap((e) => ['2026-03-02', '2026-03-03'].map((Datum) => ({ AnstNr: e.anstNr, Datum }))),
  );
}

/** Every row of every table of the portal and of its migrations, as sorted JSON per table. */
async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const { rows } = await database.executeSql(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    [],
  );
  const out: Record<string, string[]> = {};
  for (const { name } of rows as { name: string }[]) {
    const [schema, table] = name.split('.');
    const all = await database.executeSql(`select * from "${schema}"."${table}"`, []);
    out[name] = all.rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

describe.runIf(DB_KIND === 'pglite')('a backup of the embedded database', () => {
  it('is taken while the server runs (kill -USR2) and restores with every row', async () => {
    const database = await processDatabase();
    const before = await database.use(async (d) => {
      await fill(d);
      return everyRow(d);
    });
    expect(Object.values(before).some((rows) => rows.length > 0)).toBe(true);

    const server = await startMain({ ...database.env, LOG_LEVEL: 'info' });
    let file: string;
    let answered = false;
    try {
      server.signal('SIGUSR2');
      file = await server.waitFor(/backup written to (\S+?)"/);
      // The server answers as before while and after it writes one.
      expect((await server.api('GET', '/api/health/ready')).status).toBe(200);
      answered = true;
    } finally {
      // A failure above keeps its own message (with the server's output); the stop is checked after it.
      const code = await server.kill('SIGTERM');
      if (answered) expect(code, server.output()).toBe(0);
    }
    expect(path.dirname(file)).toBe(`${database.env.DATA_DIR}-backups`);
    dirs.push(path.dirname(file));

    // The restore of docs/operations/backups.md: extract into an empty folder, start on it.
    const restored = tmp();
    execFileSync('tar', ['-xzf', file, '-C', restored]);
    expect(fs.existsSync(path.join(restored, 'server.lock'))).toBe(false);
    const copy = await openDatabase({ kind: 'pglite', dataDir: restored });
    try {
      expect(await everyRow(copy)).toEqual(before);
    } finally {
      await copy.close();
    }
  }, 180_000);
});

describe.runIf(DB_KIND === 'postgres')('a backup of PostgreSQL', () => {
  it('pg_dump, then pg_restore into a fresh database, has every row', async () => {
    const source = await processDatabase();
    const before = await source.use(async (d) => {
      await fill(d);
      return everyRow(d);
    });
    const file = path.join(tmp(), 'lonportal.dump');
    execFileSync('pg_dump', ['--format=custom', '--file', file, source.env.DATABASE_URL!]);
    const target = await processDatabase({ empty: true });
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', target.env.DATABASE_URL!, file]);
    expect(await target.use(everyRow)).toEqual(before);
  }, 120_000);
});
