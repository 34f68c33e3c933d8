import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data folder (tar) that each test file loads. */
    pgliteImage: string;
    /** A migrated PostgreSQL database that each test file copies as a template. */
    pgTemplate: string;
  }
}

const adminUrl = (base: string, dbName = 'postgres') => {
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  return u.toString();
};

/**
 * Made once per run (epic-stack's habit): migrating per test file would be slow. The image holds the
 * schema only, no demo data: each test makes what it needs with the factories (test/factories.ts).
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const blob = await client.dumpDataDir('none');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lonportal-test-'));
    const file = path.join(dir, 'image.tar');
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    await database.close();
    project.provide('pgliteImage', file);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL test project');
  const template = `lp_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ kind: 'postgres', url: adminUrl(base, template), poolSize: 2 });
  await database.migrate();
  await database.close();
  project.provide('pgTemplate', template);
  return async () => {
    // Drop the template and any per-file copy a crashed test file left behind.
    const left = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [template, `lp_t_${template.slice(7)}%`],
    );
    for (const { datname } of left.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
