// A process with the embedded database open on DATA_DIR (db/client.ts, as the server opens it), for
// db/crash-recovery.test.ts: it writes MEGABYTES of WAL in committed updates, prints "written", then
// every 200 ms "wal <bytes>": how much WAL a crash now would leave to replay (since the last
// checkpoint's redo point). The test kills it with SIGKILL.
import { openDatabase } from '../src/db/client';

const database = await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_DIR! });
const say = (line: string) => process.stdout.write(`${line}\n`);
await database.executeSql(
  `create table if not exists wal_probe (id int primary key, v text not null);
   insert into wal_probe select g, '' from generate_series(1, 20000) g on conflict do nothing`,
);
const walSinceCheckpoint = async () =>
  (
    (
      await database.executeSql(
        'select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as bytes from pg_control_checkpoint()',
        [],
      )
    ).rows[0] as { bytes: number }
  ).bytes;
const target = Number(process.env.MEGABYTES ?? 150) * 1024 * 1024;
let round = 0;
const start = (
  (await database.executeSql('select pg_current_wal_lsn()::text as lsn', [])).rows[0] as { lsn: string }
).lsn;
let written = 0;
// Committed work, as a morning of use leaves it; each update rewrites every row (~8 MB of WAL).
while (written < target) {
  round += 1;
  await database.executeSql(`update wal_probe set v = repeat($1, 200)`, [String(round % 10)]);
  const { rows } = await database.executeSql(
    `select pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::float8 as bytes`,
    [start],
  );
  written = (rows[0] as { bytes: number }).bytes;
}
say(`written ${round}`);
setInterval(() => {
  void walSinceCheckpoint().then((bytes) => say(`wal ${bytes}`));
}, 200);
