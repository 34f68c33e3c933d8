// The server's own modules, loaded at run time from apps/server/src by file URL (exactly as main.ts
// loads them under tsx), with their types taken through the workspace package. A static relative import
// would pull the server's sources into this composite project (TS6307); a bare `@lonportal/server/src/x`
// import is resolved differently by tsx at run time (a folder of the same name wins over x.ts).
import type * as AppModule from '@lonportal/server/src/app';
import type * as ConfigModule from '@lonportal/server/src/config';
import type * as DbModule from '@lonportal/server/src/db/client';
import type * as SeedModule from '@lonportal/server/src/db/seed/demo';
import type * as LargeSeedModule from '@lonportal/server/src/db/seed/large';
import type * as PasswordsModule from '@lonportal/server/src/shared/passwords';
import type * as BankIdModule from '@lonportal/server/src/adapters/bankid/index';
import type * as SchemaModule from '@lonportal/server/src/db/schema/index';
import type * as FactoriesModule from '@lonportal/server/src/db/seed/factories';

const serverFile = (rel: string): string => new URL(`../../apps/server/src/${rel}.ts`, import.meta.url).href;

export async function loadServer() {
  const [app, config, db, seed, passwords, bankid, large, schema, factories] = await Promise.all([
    import(serverFile('app')) as Promise<typeof AppModule>,
    import(serverFile('config')) as Promise<typeof ConfigModule>,
    import(serverFile('db/client')) as Promise<typeof DbModule>,
    import(serverFile('db/seed/demo')) as Promise<typeof SeedModule>,
    import(serverFile('shared/passwords')) as Promise<typeof PasswordsModule>,
    import(serverFile('adapters/bankid/index')) as Promise<typeof BankIdModule>,
    import(serverFile('db/seed/large')) as Promise<typeof LargeSeedModule>,
    import(serverFile('db/schema/index')) as Promise<typeof SchemaModule>,
    import(serverFile('db/seed/factories')) as Promise<typeof FactoriesModule>,
  ]);
  return {
    buildApp: app.buildApp,
    loadConfig: config.loadConfig,
    openDatabase: db.openDatabase,
    seedDemo: seed.seedDemo,
    DEMO_PASSWORD: seed.DEMO_PASSWORD,
    hashPassword: passwords.hashPassword,
    createBankId: bankid.createBankId,
    seedLargeCompany: large.seedLargeCompany,
    /** The tables, for a section that adds rows of its own. */
    schema,
    /** A user account with a known password (db/seed/factories.ts). */
    createUser: factories.createUser,
  };
}
