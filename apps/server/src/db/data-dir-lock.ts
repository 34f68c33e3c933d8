// ARCHITECTURE.md "Data": only one process may open a PGlite folder. The lock file says who holds
// it by more than a PID, because a PID alone lies: a server that crashed as PID 1 in a container
// finds "PID 1" alive again when it restarts (it is PID 1 itself).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface DataDirLock {
  release(): void;
}

/** Who holds the folder: the process, when it started, which boot of which machine. */
interface Holder {
  pid: number;
  /** /proc/<pid>/stat starttime (clock ticks since boot); null where there is no /proc. */
  startTime: string | null;
  bootId: string | null;
  hostname: string | null;
}

const LOCK_FILE = 'server.lock';
/** A holder on another machine proves it lives by touching the file this often… */
const HEARTBEAT_MS = 10_000;
/** …and is taken for gone when it has not for this long (it cannot be asked directly). */
const OTHER_HOST_STALE_MS = 60_000;
/** A takeover guard older than this was left by a process that died in the middle of one. */
const GUARD_STALE_MS = 10_000;

export class DataDirLockedError extends Error {
  constructor(dir: string, holder: Pick<Holder, 'pid' | 'hostname'>) {
    const where = holder.hostname && holder.hostname !== os.hostname() ? ` on ${holder.hostname}` : '';
    super(
      `The database folder ${dir} is already in use by process ${holder.pid}${where}. ` +
        'Only one server may open the embedded database at a time: stop the other one, ' +
        'or set DATABASE_URL to share a PostgreSQL database between several servers.',
    );
    this.name = 'DataDirLockedError';
  }
}

const readOr = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};

/** Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces and parens). */
export function processStartTime(pid: number): string | null {
  const stat = readOr(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

const self = (): Holder => ({
  pid: process.pid,
  startTime: processStartTime(process.pid),
  bootId: readOr('/proc/sys/kernel/random/boot_id'),
  hostname: os.hostname(),
});

/** The lock file's holder; a bare number is a lock written before start times were recorded. */
function parseHolder(raw: string): Holder | null {
  if (/^\d+$/.test(raw)) return { pid: Number(raw), startTime: null, bootId: null, hostname: null };
  try {
    const h = JSON.parse(raw) as Partial<Holder>;
    if (!Number.isInteger(h.pid)) return null;
    return {
      pid: h.pid!,
      startTime: h.startTime ?? null,
      bootId: h.bootId ?? null,
      hostname: h.hostname ?? null,
    };
  } catch {
    return null;
  }
}

const pidAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether the recorded holder still runs: its own process on this machine, or a fresh heartbeat elsewhere. */
function isLive(holder: Holder | null, touchedAt: number, me: Holder): boolean {
  if (!holder) return Date.now() - touchedAt < GUARD_STALE_MS; // being written, or garbage
  if (holder.hostname && holder.hostname !== me.hostname) {
    return Date.now() - touchedAt < OTHER_HOST_STALE_MS;
  }
  if (holder.bootId && me.bootId && holder.bootId !== me.bootId) return false; // the machine restarted
  if (!pidAlive(holder.pid)) return false;
  // The PID runs, but is it the same process? Not when it started at another time.
  const startTime = processStartTime(holder.pid);
  return !(holder.startTime && startTime && holder.startTime !== startTime);
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Creates the lock file with its whole content at once (link fails if it exists): no half-written lock. */
function tryCreate(file: string, content: string): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, content, { flag: 'wx' });
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.unlinkSync(tmp);
  }
}

/**
 * Removes a stale lock, if it is still the one judged stale, under a guard file: two servers that
 * both found the same stale lock must not each remove the other's fresh one.
 */
function removeStale(file: string, staleRaw: string): void {
  const guard = `${file}.takeover`;
  try {
    fs.closeSync(fs.openSync(guard, 'wx'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    try {
      if (Date.now() - fs.statSync(guard).mtimeMs > GUARD_STALE_MS) fs.unlinkSync(guard);
    } catch {
      /* gone meanwhile */
    }
    sleepSync(20 + Math.random() * 30);
    return;
  }
  try {
    if (readOr(file) === staleRaw) fs.unlinkSync(file);
  } finally {
    fs.unlinkSync(guard);
  }
}

/** Takes the embedded database folder for this process; a lock whose holder no longer runs is taken over. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me = self();
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 200; attempt++) {
    if (tryCreate(file, content)) return hold(file, content);
    let raw: string;
    let touchedAt: number;
    try {
      raw = fs.readFileSync(file, 'utf8').trim();
      touchedAt = fs.statSync(file).mtimeMs;
    } catch {
      continue; // removed meanwhile: try again
    }
    const holder = parseHolder(raw);
    if (isLive(holder, touchedAt, me)) {
      throw new DataDirLockedError(dataDir, holder ?? { pid: Number.NaN, hostname: null });
    }
    removeStale(file, raw);
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function hold(file: string, content: string): DataDirLock {
  // The heartbeat tells a server on another machine (a shared folder) that this one still runs.
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(file, now, now);
    } catch {
      /* the folder went away; the server will find out on its own */
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    clearInterval(heartbeat);
    if (readOr(file) === content) fs.rmSync(file, { force: true });
  };
  process.once('exit', release);
  return { release };
}
