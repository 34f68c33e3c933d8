import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import rule from './no-role-literals.js';
import { ruleTester } from './rule-tester';

const tester = ruleTester();

const server = '/repo/apps/server/src/modules/time-reporting/access.ts';
const web = '/repo/apps/web/src/features/time-reporting/punches/PunchesPage.tsx';
const roleLiteral = (role: string) => [{ messageId: 'roleLiteral', data: { role } }];

tester.run('no-role-literals', rule, {
  valid: [
    {
      filename: server,
      code: "if (!canReportTimeFor(ctx.access, anstNr)) throw new ApiError('EmployeeNotAllowed');",
    },
    { filename: server, code: "const EXPORT_ROLES = rolesThatCan('exportPayroll');" },
    { filename: web, code: 'const mayChange = !readsTimeOnly(me.UserAccount);' },
    // Translating a role the server sent is not a rule about it.
    { filename: web, code: 'const label = t(`roles.${user.Roll}`);' },
    // Words that merely contain a role, and other three-letter codes.
    { filename: server, code: "const codes = ['SEM', 'PERS', 'per', 'LICENS', `AVD ${x}`];" },
  ],
  invalid: [
    {
      filename: server,
      code: "if (ctx.auth.user.roll === 'BRU') throw new ApiError('EmployeeNotAllowed');",
      errors: roleLiteral('BRU'),
    },
    {
      filename: server,
      code: "const ATTEST_LIST_ROLES = ['LIC', 'ADM'] as const;",
      errors: [...roleLiteral('LIC'), ...roleLiteral('ADM')],
    },
    { filename: web, code: 'const own = me.UserAccount.Roll === "PER";', errors: roleLiteral('PER') },
    { filename: web, code: 'const own = me.UserAccount.Roll === `FTG`;', errors: roleLiteral('FTG') },
    { filename: web, code: "switch (roll) { case 'AVD': break; }", errors: roleLiteral('AVD') },
    { filename: web, code: "type Manager = 'LSS';", errors: roleLiteral('LSS') },
    { filename: web, code: 'const el = <Guard roll="ADM" />;', errors: roleLiteral('ADM') },
  ],
});

// Where eslint.config.js applies the rule: app source, not the seed, the database enum or tests.
describe('no-role-literals in eslint.config.js', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const eslint = new ESLint({ cwd: root });
  const code = "export const isEmployee = (roll: string): boolean => roll === 'PER';\n";
  const ruleIds = async (file: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).map((m) => m.ruleId);
  };

  it.each([
    ['apps/server/src/modules/time-reporting/access.ts', true],
    ['apps/server/src/shared/employee-scope.ts', true],
    ['apps/web/src/features/time-reporting/punches/PunchesPage.tsx', true],
    ['apps/web/src/app/route-guard.ts', true],
    ['apps/server/src/db/seed/demo-users.ts', false],
    ['apps/server/src/db/schema/users.ts', false],
    ['apps/server/src/authorization-matrix.test.ts', false],
    ['apps/web/src/app/route-guard.test.ts', false],
    ['apps/server/test/app-helper.ts', false],
    ['packages/domain/src/roles.ts', false],
  ] as const)('%s: reported %s', async (file, reported) => {
    expect((await ruleIds(file)).includes('local/no-role-literals')).toBe(reported);
  });
});
