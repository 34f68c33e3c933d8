// node apps/server/dist/licence-init.mjs --login L --namn "N" --foretag "F" --orgnr O --ftgkey K
// (npm run licence:init -- …): sets up a licence on an empty database, in production as anywhere:
// its first company (with the standard codes, schedules and this year's holidays) and its licence
// user, whose temporary password is printed once and must be changed at the first login. Refused
// when the database has any user. On the embedded database, run it while the server is stopped
// (one process holds the data folder).
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startLicence } from './modules/registers/index';

const USAGE =
  'Usage: licence-init --login LOGIN --namn "Full name" --foretag "Company AB" --orgnr 5566778899 --ftgkey KEY [--plus]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      login: { type: 'string' },
      namn: { type: 'string' },
      foretag: { type: 'string' },
      orgnr: { type: 'string' },
      ftgkey: { type: 'string' },
      plus: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const { login, namn, foretag, orgnr, ftgkey } = values;
  if (!login || !namn || !foretag || !orgnr || !ftgkey) throw new Error(`every option is needed\n${USAGE}`);
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const made = await startLicence(
      database.db,
      {
        company: { Namn: foretag, Orgnr: orgnr, FtgKey: ftgkey, HasPlus: values.plus ?? false },
        user: { login, namn },
      },
      new Date(),
    );
    process.stdout.write(
      [
        `Company ${made.company.namn} (${made.company.ftgKey}) is set up.`,
        `Log in as ${made.login} with the temporary password ${made.password}`,
        'and choose your own. Then add employees under Administration → Registers.',
      ].join('\n') + '\n',
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
