// The embedded database after a crash (kill -9): PGlite runs no checkpointer of its own, so without
// one every byte of WAL written since the server started was replayed when the folder opened again
// (seconds per hundred megabytes). The folder is checkpointed as it is used (db/client.ts), so a
// crash leaves little to replay and the folder opens again quickly, with every committed row.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DB_KIND } from '../../test/app-helper';
import { openDatabase } from './client';

const here = path.dirname(fileURLToPath(import.meta.url));
const TSX_LOADER = path.resolve(here, '../../../../node_modules/tsx/dist/loader.mjs');
const WRITER = path.resolve(here, '../../test/wal-writer.ts');
/** What a crash may leave to replay: PGlite replays it at well over 50 MB/s on a loaded machine. */
const MAX_WAL_TO_REPLAY = 64 * 1024 * 1024;

const dirs: string[] = [];
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

// The embedded database only; PostgreSQL checkpoints by itself.
describe.runIf(DB_KIND === 'pglite')('the embedded database after kill -9', () => {
  it('leaves little WAL to replay, and opens again with every committed row', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-crash-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', pathToFileURL(TSX_LOADER).href, WRITER], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, MEGABYTES: '150' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += String(d)));
    child.stderr.on('data', (d: Buffer) => (output += String(d)));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

    const rounds = await vi.waitFor(
      () => {
        const m = /^written (\d+)$/m.exec(output);
        if (!m) throw new Error(`waiting for the writes:\n${output}`);
        return Number(m[1]);
      },
      { timeout: 120_000, interval: 200 },
    );
    // Then until the folder has been checkpointed as it would be in use (a few seconds at most).
    await vi.waitFor(
      () => {
        const last = [...output.matchAll(/^wal (\d+)$/gm)].at(-1);
        if (!last || Number(last[1]) > MAX_WAL_TO_REPLAY)
          throw new Error(`waiting for a checkpoint, WAL since the last one: ${last?.[1] ?? '?'} bytes`);
      },
      { timeout: 30_000, interval: 200 },
    );
    child.kill('SIGKILL');
    await exited;
    children.delete(child);

    const t0 = performance.now();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const openMs = performance.now() - t0;
    try {
      const { rows } = await database.executeSql(
        'select count(*)::int as n, min(v) as lo, max(v) as hi from wal_probe',
        [],
      );
      // Every row, with the last committed update.
      const v = String(rounds % 10).repeat(200);
      expect(rows[0]).toEqual({ n: 20000, lo: v, hi: v });
    } finally {
      await database.close();
    }
    // Generous on a loaded machine; the bench measures the server's whole restart (ADR 0019).
    expect(openMs).toBeLessThan(5_000);
  }, 240_000);
});
