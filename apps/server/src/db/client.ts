import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { serverFile } from '../paths';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is under it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A statement built once per database (a drizzle `.prepare(name)`): a hot read is not assembled
 * again by drizzle for every request, and the database parses it once per connection. Its values
 * are `sql.placeholder`s given to `execute`. A transaction is a database of its own here: the
 * statement is built for it when asked, and forgotten with it.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Runs independent reads side by side on the pool, or one after another inside a transaction: a
 * transaction holds one connection, which takes one query at a time (node-postgres warns of
 * overlapping queries on one client and refuses them from its next major).
 */
export async function readAll<const T extends readonly (() => Promise<unknown>)[]>(
  db: Db,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((r) => r()))) as never;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as never;
}

/**
 * Every statement this process sends passes here (drizzle's logger) before it runs, so a cache
 * of rows can forget what a write is about to change, whoever wrote it (plugins/session).
 */
class StatementWatch {
  private readonly listeners = new Set<(sql: string) => void>();
  logQuery(query: string): void {
    for (const listener of this.listeners) listener(query);
  }
  add(listener: (sql: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const watches = new WeakMap<Db, StatementWatch>();

/** Calls `listener` with the SQL of each statement about to run on `db`; returns the unsubscribe. */
export function watchStatements(db: Db, listener: (sql: string) => void): () => void {
  const watch = watches.get(db);
  if (!watch) return () => {};
  return watch.add(listener);
}

export const MIGRATIONS_FOLDER = fileURLToPath(serverFile('src/db/migrations/'));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Raw SQL for a library that brings its own (the job queue, ADR 0023): with `values` one
   * parameterised statement, without them any number of statements; the rows of all of them.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The embedded database's folder as one tar archive, between two statements (backup.ts). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined = in memory; loadDataDir = a dumped image to start from (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/** How often a PGlite folder's WAL since its last checkpoint is looked at… */
const CHECKPOINT_CHECK_MS = 5_000;
/** …and from how much on it is checkpointed. */
const CHECKPOINT_FROM_BYTES = 32 * 1024 * 1024;

/**
 * PGlite is PostgreSQL in single-user mode: no checkpointer process, so no checkpoint happens by
 * time or by max_wal_size, only at a clean close. A folder killed after a morning of use replayed
 * every byte of WAL since its start when it opened again (seconds per hundred megabytes, and the
 * data folder locked meanwhile). A CHECKPOINT once the WAL since the last one passes
 * CHECKPOINT_FROM_BYTES keeps what a crash leaves to replay small (a tenth of a second or so), for
 * a few tens of milliseconds on PGlite's one connection now and then. Outside any transaction:
 * PGlite runs a query from outside only between transactions.
 */
function startCheckpoints(client: PGlite): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const check = async () => {
    const { rows } = await client.query<{ bytes: number }>(
      'select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as bytes from pg_control_checkpoint()',
    );
    if ((rows[0]?.bytes ?? 0) >= CHECKPOINT_FROM_BYTES) await client.exec('checkpoint');
  };
  const timer = setInterval(() => {
    if (running || client.closed) return;
    // A failed check is tried again at the next; the clean close checkpoints anyway.
    running = check()
      .catch(() => undefined)
      .finally(() => (running = undefined));
  }, CHECKPOINT_CHECK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** The advisory lock the servers of one PostgreSQL database migrate under, one at a time. */
const MIGRATION_LOCK = 7_540_003;

/** Opens PGlite (a folder, locked against a second process) or PostgreSQL, with the same schema. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    // PostgreSQL's driver loads only when it is used: a PGlite start does not pay for it.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    pool.on('error', () => {}); // idle-client errors surface on the next query instead
    const logger = new StatementWatch();
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db;
    watches.set(db, logger);
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // Servers started together on one database take turns (docs/operations/several-servers.md):
        // two running the same migration at once failed on the second's CREATE. The lock is the
        // session's, so the migrations run on the connection that holds it.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          const locked = drizzlePg({ client, schema, casing: 'snake_case' });
          await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // Several statements answer with one result each.
        return {
          rows: Array.isArray(result)
            ? (result as { rows: unknown[] }[]).flatMap((r) => r.rows)
            : result.rows,
        };
      },
      close: () => pool.end(),
    };
  }
  let lock: DataDirLock | undefined;
  if (opts.dataDir) lock = acquireDataDirLock(opts.dataDir);
  try {
    const client = await PGlite.create({
      ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
    const logger = new StatementWatch();
    const db = drizzlePglite({ client, schema, casing: 'snake_case', logger }) as unknown as Db;
    watches.set(db, logger);
    const checkpoints = opts.dataDir ? startCheckpoints(client) : undefined;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      executeSql: async (text, values) =>
        values === undefined
          ? { rows: (await client.exec(text)).flatMap((r) => r.rows) }
          : { rows: (await client.query(text, values)).rows },
      dumpDataDir: () => client.dumpDataDir('none'),
      async close() {
        await checkpoints?.stop();
        await client.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
