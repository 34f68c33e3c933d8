import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Opens the folder from a second Node process and reports how that went. */
function openFromChild(dir: string): Promise<{ code: number | null; output: string; ms: number }> {
  const script = `
    import { openDatabase } from ${JSON.stringify(path.resolve(__dirname, 'client.ts'))};
    openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dir)} })
      .then(async (d) => { await d.close(); console.log('OPENED'); process.exit(0); })
      .catch((e) => { console.error(e.message); process.exit(3); });`;
  const tsx = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(tsx, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (b) => (output += b));
    child.stderr.on('data', (b) => (output += b));
    child.on('exit', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

describe('the embedded database folder lock', () => {
  it('makes a second process fail at once with a clear message', async () => {
    const dir = tmp();
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      const child = await openFromChild(dir);
      expect(child.code).toBe(3);
      expect(child.output).toMatch(/already in use by process \d+/);
    } finally {
      await db.close();
    }
    const after = await openFromChild(dir);
    expect(after.output).toContain('OPENED');
  });

  it('refuses a second open in the same process and takes over a stale lock', async () => {
    const dir = tmp();
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await db.close();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999'); // a process that does not exist
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  });
});
