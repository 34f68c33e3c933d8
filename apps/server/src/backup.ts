// A backup of the embedded database taken while the server runs (docs/operations/backups.md):
// `kill -USR2 <pid>` (main.ts) writes one. Only whoever may signal the process (its own user, root)
// can ask, so nothing is opened to the network (ADR 0010). PostgreSQL is backed up with pg_dump.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Database } from './db/client';

/** Where the backups of a data folder go: a folder beside it (never inside: a backup would hold the last). */
export const backupDirOf = (dataDir: string): string =>
  path.join(path.dirname(path.resolve(dataDir)), `${path.basename(path.resolve(dataDir))}-backups`);

const gzip = promisify(zlib.gzip);

/** Entries of the folder that are not the database: the process lock, and its temporary files. */
const NOT_DATA = /^\/?server\.lock(\.|$)/;

/** A tar archive without the entries whose name matches `drop` (ustar: 512-byte header, data padded to 512). */
export function withoutEntries(tar: Uint8Array, drop: RegExp): Buffer {
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from: number, length: number) =>
      Buffer.from(header.subarray(from, from + length))
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const name = field(345, 155) ? `${field(345, 155)}/${field(0, 100)}` : field(0, 100);
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    if (!drop.test(name)) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(new Uint8Array(1024)); // the archive's end: two empty blocks
  return Buffer.concat(kept);
}

/**
 * Writes a consistent copy of the running embedded database to `dir` as a gzipped tar of its data
 * folder, and answers its path. PGlite takes it between two statements (no transaction is half in
 * it: one still open is rolled back when the copy is opened, as after a crash), after a checkpoint
 * so that opening it replays little. Restore: extract it into an empty folder (tar -xzf) and start
 * the server with DATA_DIR there. Written under a temporary name and renamed: a file that exists
 * is whole.
 */
export async function writeBackup(database: Database, dir: string, now = new Date()): Promise<string> {
  if (!database.dumpDataDir)
    throw new Error('only the embedded database is backed up by the server; use pg_dump');
  await database.executeSql('checkpoint');
  const tar = new Uint8Array(await (await database.dumpDataDir()).arrayBuffer());
  // Compressed off the event loop: requests go on meanwhile.
  const gz = await gzip(withoutEntries(tar, NOT_DATA), { level: 6 });
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `lonportal-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const tmp = `${file}.partial`;
  fs.writeFileSync(tmp, gz);
  fs.renameSync(tmp, file);
  return file;
}
