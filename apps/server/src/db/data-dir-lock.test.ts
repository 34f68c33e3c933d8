import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { DB_KIND } from '../../test/app-helper';
import path from 'node:path';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError, processStartTime } from './data-dir-lock';

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

describe.runIf(DB_KIND === 'pglite')('the embedded database folder lock', () => {
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
    // Two child processes that each load the database: on a busy 2-core machine over 30 s.
  }, 90_000);

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

const lockFile = (dir: string) => path.join(dir, 'server.lock');
const bootId = () => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const writeHolder = (dir: string, holder: Record<string, unknown>, ageMs = 0) => {
  fs.writeFileSync(lockFile(dir), JSON.stringify(holder));
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(lockFile(dir), at, at);
};

/** Child processes that all try to take the lock at the same moment; each says WON or LOST. */
function race(dir: string, children: number): Promise<string[]> {
  const at = Date.now() + 4000; // after every child has started
  const script = `
    import { acquireDataDirLock } from ${JSON.stringify(path.resolve(__dirname, 'data-dir-lock.ts'))};
    while (Date.now() < ${at}) {}
    try {
      const lock = acquireDataDirLock(${JSON.stringify(dir)});
      console.log('WON');
      setTimeout(() => { lock.release(); process.exit(0); }, 2500); // held while the others try
    } catch (e) { console.log(e.name === 'DataDirLockedError' ? 'LOST' : 'ERROR ' + e.message); }`;
  const tsx = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');
  return Promise.all(
    Array.from(
      { length: children },
      () =>
        new Promise<string>((resolve) => {
          const child = spawn(tsx, ['--input-type=module', '-e', script], {
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let out = '';
          child.stdout.on('data', (b) => (out += b));
          child.stderr.on('data', (b) => (out += b));
          child.on('exit', () => resolve(out.trim()));
        }),
    ),
  );
}

describe.runIf(DB_KIND === 'pglite' && fs.existsSync('/proc/self/stat'))(
  'the lock tells a stale holder from a live one',
  () => {
    const here = () => ({ bootId: bootId(), hostname: os.hostname() });

    it('takes over a PID that runs again but started at another time (PID 1 after a container restart)', () => {
      const dir = tmp();
      // PID 1 runs on every machine; it is "us" in a restarted container, not the server that crashed.
      writeHolder(dir, { pid: 1, startTime: '1', ...here() });
      acquireDataDirLock(dir).release();
    });

    it('refuses the same PID with the same start time: that server still runs', () => {
      const dir = tmp();
      writeHolder(dir, { pid: 1, startTime: processStartTime(1), ...here() });
      expect(() => acquireDataDirLock(dir)).toThrow(/already in use by process 1\./);
      writeHolder(dir, { pid: process.pid, startTime: processStartTime(process.pid), ...here() });
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    });

    it('takes over a lock from before the machine restarted', () => {
      const dir = tmp();
      writeHolder(dir, {
        pid: process.pid,
        startTime: processStartTime(process.pid),
        hostname: os.hostname(),
        bootId: 'another-boot',
      });
      acquireDataDirLock(dir).release();
    });

    it('waits for the heartbeat of a holder on another machine to stop', () => {
      const dir = tmp();
      writeHolder(dir, { pid: 4242, startTime: '9', bootId: 'b', hostname: 'other-host' });
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by process 4242 on other-host/);
      writeHolder(dir, { pid: 4242, startTime: '9', bootId: 'b', hostname: 'other-host' }, 2 * 60_000);
      acquireDataDirLock(dir).release();
    });

    it('records who holds it and removes the file on release', () => {
      const dir = tmp();
      const lock = acquireDataDirLock(dir);
      expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8'))).toEqual({
        pid: process.pid,
        startTime: processStartTime(process.pid),
        ...here(),
      });
      lock.release();
      expect(fs.existsSync(lockFile(dir))).toBe(false);
    });

    it('lets exactly one of several servers started at once win a free folder', async () => {
      const results = await race(tmp(), 5);
      expect(results.filter((r) => r === 'WON')).toHaveLength(1);
      expect(results.filter((r) => r === 'LOST')).toHaveLength(4);
    }, 60_000);

    it('lets exactly one of them win a folder with a stale lock', async () => {
      const dir = tmp();
      writeHolder(dir, { pid: 1, startTime: '1', ...here() });
      const results = await race(dir, 5);
      expect(results.filter((r) => r === 'WON')).toHaveLength(1);
      expect(results.filter((r) => r === 'LOST')).toHaveLength(4);
    }, 60_000);
  },
);
