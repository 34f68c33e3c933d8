// npm run db:seed [-- --employees N [--months M] [--seed S]]
// Migrates the configured database, seeds the demo data when it has no companies yet, and with
// --employees adds one generated large company (large.ts).
import { count } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
// The login's own argon2id hasher, so seeded hashes have the parameters logins verify with.
import { hashPassword } from '../../shared/passwords';
import { openDatabase } from '../client';
import { companies, employees, userAccounts } from '../schema/index';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './demo';
import { seedLargeCompany } from './large';

const USAGE = 'Usage: npm run db:seed -- [--employees N [--months M]] [--seed S]';

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} must be a whole number ≥ 1, got "${value}"\n${USAGE}`);
  return n;
}

const seconds = (start: number): string => `${((performance.now() - start) / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      employees: { type: 'string' },
      seed: { type: 'string' },
      months: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const largeEmployees = positiveInt('employees', values.employees);
  const seed = positiveInt('seed', values.seed);
  const months = positiveInt('months', values.months);

  const config = loadConfig();
  // ARCHITECTURE.md "Modes": production never holds demo data.
  if (config.production)
    throw new Error('npm run db:seed writes demo data: it does not run with NODE_ENV=production');
  const database = await openDatabase(config.database);
  try {
    const where =
      config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir ?? 'memory'}` : 'PostgreSQL';
    console.log(`Database: ${where}`);
    let start = performance.now();
    await database.migrate();
    console.log(`Migrations applied (${seconds(start)}).`);

    const db = database.db;
    const [existing] = await db.select({ n: count() }).from(companies);
    if ((existing?.n ?? 0) === 0) {
      start = performance.now();
      await seedDemo(db, { today: new Date(), hashPassword });
      const [c] = await db.select({ n: count() }).from(companies);
      const [e] = await db.select({ n: count() }).from(employees);
      const [u] = await db.select({ n: count() }).from(userAccounts);
      console.log(
        `Demo data seeded: ${c?.n} companies, ${e?.n} employees, ${u?.n} users (${seconds(start)}).`,
      );
      console.log(`Demo logins (password "${DEMO_PASSWORD}"):`);
      for (const l of DEMO_LOGINS) console.log(`  ${l.login.padEnd(11)} ${l.roll}  ${l.description}`);
    } else {
      console.log(`Demo data skipped: the database already has ${existing?.n} companies.`);
    }

    if (largeEmployees !== undefined) {
      start = performance.now();
      const result = await seedLargeCompany(db, {
        employees: largeEmployees,
        hashPassword,
        ...(seed ? { seed } : {}),
        ...(months ? { months } : {}),
      });
      console.log(
        `Large company ${result.ftgKey} (${result.ftgId}) seeded: ${result.employees} employees, ` +
          `${result.users} PER users "${result.ftgKey.toLowerCase()}.<AnstNr>", ` +
          `${result.timeEntries} time entries, ${result.shifts} shifts (${seconds(start)}).`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
