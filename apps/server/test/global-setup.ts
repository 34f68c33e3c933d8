import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data folder (tar) that each test file loads. */
    pgliteImage: string;
    /** A migrated PostgreSQL database that each test file copies as a template. */
    pgTemplate: string;
    /** A migrated, empty PGlite data folder that server processes start on a copy of. */
    pgliteFolder: string;
    /** The server built as `npm start` runs it (dist/main.mjs), for the tests' server processes. */
    serverMain: string;
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
  const build = buildServer(kind);
  project.provide('serverMain', build.main);
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lonportal-test-'));
    const folder = path.join(dir, 'migrated');
    const database = await openDatabase({ kind: 'pglite', dataDir: folder });
    await database.migrate();
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const blob = await client.dumpDataDir('none');
    const file = path.join(dir, 'image.tar');
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    await database.close();
    project.provide('pgliteImage', file);
    project.provide('pgliteFolder', folder);
    return () => {
      fs.rmSync(dir, { recursive: true, force: true });
      build.remove();
    };
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
    build.remove();
  };
}

/**
 * The server's build (apps/server/build.mjs) in a folder of this run's own: a process started from
 * it loads one bundle where main.ts under tsx compiles every module first (seconds per start on
 * the 2-core machine), and it is what `npm start` runs.
 */
function buildServer(kind: string): { main: string; remove(): void } {
  const serverDir = fileURLToPath(new URL('..', import.meta.url));
  const folder = `dist-test-${kind}-${process.pid}`;
  const built = spawnSync(process.execPath, [path.join(serverDir, 'build.mjs'), folder], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the server's build failed:\n${built.stdout}${built.stderr}`);
  return {
    main: path.join(serverDir, folder, 'main.mjs'),
    remove: () => fs.rmSync(path.join(serverDir, folder), { recursive: true, force: true }),
  };
}
