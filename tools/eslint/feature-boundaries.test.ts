import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import rule from './feature-boundaries.js';
import { ruleTester } from './rule-tester';

const tester = ruleTester({ typescript: false });

// Made-up paths, so the cases hold whatever the tree looks like; the areas are those of areas.js
// (travel imports time and compensations; approval imports time, punches, compensations, payroll).
const web = '/repo/apps/web/src/features/travel/components/TripForm.tsx';
const server = '/repo/apps/server/src/modules/approval/service.ts';
const domain = '/repo/packages/domain/src/travel/trip.ts';
const layers = (from: string, to: string) => ({
  app: from.split('/')[0],
  from: from.split('/')[1],
  to: to.split('/')[1],
  order: from.startsWith('web')
    ? 'app → features → lib, ui, i18n'
    : 'modules → plugins, shared, adapters, db',
});
const wrongWay = (from: string, to: string) => [{ messageId: 'wrongWay', data: layers(from, to) }];
const undeclared = (from: string, to: string, spec: string) => [
  { messageId: 'undeclaredEdge', data: { from, to, spec } },
];
const deep = (from: string, to: string, spec: string, entry: string, floorDir: string) => [
  { messageId: 'deepImport', data: { from, to, spec, entry, entryFile: `${floorDir}/${to}/index.ts` } },
];
const shared = (file: string, to: string, spec: string) => [
  { messageId: 'sharedImportsArea', data: { file, to, spec } },
];

// Whether `./employees` is the shared employees.ts or an area's folder is read from the disk, so
// that case lives in a folder of its own.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-boundaries-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
for (const name of ['packages/domain/src/employees.ts', 'packages/domain/src/messages.ts']) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), 'export {};');
}
const domainIndexOnDisk = path.join(root, 'packages/domain/src/index.ts');

tester.run('feature-boundaries', rule, {
  valid: [
    // The package's entry (what `@lonportal/domain` answers) gathers every area's schemas and rules.
    { filename: '/repo/packages/domain/src/index.ts', code: "export * from './travel/per-diem';" },
    { filename: web, code: "import { x } from '../api/get-trip';" },
    { filename: web, code: "import { TextInput } from '../../../ui/text-input';" },
    { filename: web, code: "import { apiRequest } from '../../../lib/api-client';" },
    { filename: web, code: "import { canAccessRoute } from '@lonportal/domain';" },
    { filename: server, code: "import * as repo from './repository';" },
    { filename: server, code: "import { ApiError } from '../../plugins/errors';" },
    // Down the layers: app imports anything, modules import plugins, shared and db.
    { filename: '/repo/apps/web/src/app/router.tsx', code: "import('../features/dashboard/DashboardPage');" },
    {
      filename: '/repo/apps/web/src/app/shell/AppShell.tsx',
      code: "import { x } from '../../features/account/api/x';",
    },
    { filename: '/repo/apps/web/src/ui/FormTextField.tsx', code: "import { x } from '../lib/api-client';" },
    { filename: '/repo/apps/web/src/lib/x.ts', code: "import { y } from '../i18n/i18n';" },
    { filename: '/repo/apps/web/src/main.tsx', code: "import { AppProviders } from './app/AppProviders';" },
    { filename: server, code: "import { db } from '../../db/client';" },
    { filename: server, code: "import { versioned } from '../../shared/versioned';" },
    {
      filename: '/repo/apps/server/src/shared/employee-scope.ts',
      code: "import { x } from '../plugins/access/index';",
    },
    {
      filename: '/repo/apps/server/src/db/seed/cli.ts',
      code: "import { hashPassword } from '../../shared/passwords';",
    },
    // The composition roots import any area's files, entry or not.
    { filename: '/repo/apps/server/src/app.ts', code: "import { routes } from './modules/session/routes';" },
    { filename: '/repo/apps/server/src/main.ts', code: "import { x } from './modules/payroll/paxml';" },
    {
      filename: '/repo/apps/server/src/jobs/absence.ts',
      code: "import { x } from '../modules/absence/service';",
    },
    {
      filename: '/repo/apps/web/src/app/router.tsx',
      code: "import('../features/travel/components/TripPage');",
    },
    // Tests and their helpers inside the same workspace.
    { filename: server, code: "import { createTestApp } from '../../../test/app-helper';" },
    { filename: '/repo/apps/server/test/app-helper.ts', code: "import { buildApp } from '../src/app';" },
    // Other workspaces by package name.
    { filename: '/repo/packages/domain/src/dates.ts', code: "import { ROLES } from './roles';" },
    { filename: '/repo/bench/lib/server.ts', code: "import * as A from '@lonportal/server/src/app';" },
    // A string that is not an import.
    { filename: web, code: "const path = '../../../app/router';" },

    // Areas, within a floor: another area through its entry, along an edge of the table.
    { filename: web, code: "import { x } from '../../compensations';" },
    { filename: web, code: "import { x } from '../../compensations/index';" },
    { filename: web, code: "import { x } from '../../time/index.ts';" },
    {
      filename: '/repo/apps/web/src/features/travel/index.ts',
      code: "export { x } from '../time/index.tsx';",
    },
    { filename: server, code: "import { x } from '../payroll';" },
    { filename: server, code: "import { x } from '../punches/index.js';" },
    { filename: server, code: "const m = import('../compensations/index');" },
    { filename: domain, code: "import { x } from '../compensations/index';" },
    { filename: domain, code: "export * from '../time';" },
    // Its own area, deep, tests included.
    { filename: web, code: "import { x } from '../trip-form/fields';" },
    {
      filename: '/repo/apps/web/src/features/travel/trip.test.ts',
      code: "import { x } from './components/TripForm';",
    },
    {
      filename: '/repo/apps/server/src/modules/approval/routes.test.ts',
      code: "import { x } from './repository';",
    },
    { filename: domain, code: "import { x } from './per-diem';" },
    // The domain's shared code, from an area and from shared code.
    { filename: domain, code: "import { x } from '../dates';" },
    { filename: domain, code: "import { x } from '../access/capabilities';" },
    { filename: domain, code: "import { x } from '../validation/index';" },
    {
      filename: '/repo/packages/domain/src/access/capabilities.ts',
      code: "import { x } from '../auth/login-type';",
    },
    { filename: '/repo/packages/domain/src/index.ts', code: "export * from './roles';" },
    { filename: '/repo/packages/domain/src/index.ts', code: "export * from './employees.ts';" },
    // `./employees` names the top-level employees.ts when there is one, not an area's folder.
    { filename: domainIndexOnDisk, code: "export * from './employees';\nexport * from './messages';" },
    // The domain importing itself by package name is held as its relative imports are.
    { filename: domain, code: "import { x } from '@lonportal/domain/compensations/index';" },
    { filename: domain, code: "import { x } from '@lonportal/domain/dates';" },
    // Across floors: the domain of the own area, or of an area the table lets it import, deep.
    { filename: web, code: "import { x } from '@lonportal/domain/travel/trip';" },
    { filename: web, code: "import { x } from '@lonportal/domain/compensations/compensations';" },
    { filename: server, code: "import { x } from '@lonportal/domain/payroll/paxml-writer';" },
    { filename: server, code: "import { x } from '@lonportal/domain/approval/status';" },
    // ... and the domain's shared code: top-level files (even one named like an area) and shared folders.
    { filename: web, code: "import { x } from '@lonportal/domain/access/route-table';" },
    { filename: web, code: "import { x } from '@lonportal/domain/employees';" },
    { filename: server, code: "import { x } from '@lonportal/domain/dates';" },
    // Code outside the areas imports any domain area.
    {
      filename: '/repo/apps/web/src/lib/date-filter.ts',
      code: "import { x } from '@lonportal/domain/payroll/x';",
    },
    {
      filename: '/repo/apps/web/src/ui/StatusChips.tsx',
      code: "import { x } from '@lonportal/domain/approval/x';",
    },
    {
      filename: '/repo/apps/server/src/shared/scope.ts',
      code: "import { x } from '@lonportal/domain/print/x';",
    },
    {
      filename: '/repo/apps/server/src/plugins/access/index.ts',
      code: "import { x } from '@lonportal/domain/time/x';",
    },
  ],
  invalid: [
    // An edge the table does not have, on each floor.
    {
      filename: web,
      code: "import { x } from '../../payroll';",
      errors: undeclared('travel', 'payroll', '../../payroll'),
    },
    {
      // Reaching into another area's insides is reported as the missing edge first.
      filename: web,
      code: "import { x } from '../../approval/api/get-approval';",
      errors: undeclared('travel', 'approval', '../../approval/api/get-approval'),
    },
    {
      filename: server,
      code: "import { y } from '../print/index';",
      errors: undeclared('approval', 'print', '../print/index'),
    },
    {
      filename: server,
      code: "export * from '../session/service';",
      errors: undeclared('approval', 'session', '../session/service'),
    },
    {
      // Edges point one way: time does not import punches.
      filename: '/repo/packages/domain/src/time/clock.ts',
      code: "import { x } from '../punches';",
      errors: undeclared('time', 'punches', '../punches'),
    },
    {
      filename: domain,
      code: "import { x } from '@lonportal/domain/payroll/index';",
      errors: undeclared('travel', 'payroll', '@lonportal/domain/payroll/index'),
    },
    {
      // ... and an area the table does not list is an undeclared edge of whoever imports it.
      filename: web,
      code: "import { x } from '../../time-reporting';",
      errors: undeclared('travel', 'time-reporting', '../../time-reporting'),
    },
    // Across floors, an area the table does not let it import.
    {
      filename: web,
      code: "import { x } from '@lonportal/domain/payroll/paxml';",
      errors: undeclared('travel', 'payroll', '@lonportal/domain/payroll/paxml'),
    },
    {
      filename: '/repo/apps/server/src/modules/punches/punches.test.ts',
      code: "import { x } from '@lonportal/domain/approval/status';",
      errors: undeclared('punches', 'approval', '@lonportal/domain/approval/status'),
    },
    // A declared edge, but past the entry, on each floor.
    {
      filename: web,
      code: "import { x } from '../../compensations/api/get-compensations';",
      errors: deep(
        'travel',
        'compensations',
        '../../compensations/api/get-compensations',
        '../../compensations',
        'apps/web/src/features',
      ),
    },
    {
      // Tests too.
      filename: '/repo/apps/web/src/features/travel/trip.test.ts',
      code: "import { x } from '../time/components/Clock';",
      errors: deep('travel', 'time', '../time/components/Clock', '../time', 'apps/web/src/features'),
    },
    {
      filename: server,
      code: "import { y } from '../payroll/service';",
      errors: deep('approval', 'payroll', '../payroll/service', '../payroll', 'apps/server/src/modules'),
    },
    {
      filename: server,
      code: "const m = import('../punches/repository.js');",
      errors: deep(
        'approval',
        'punches',
        '../punches/repository.js',
        '../punches',
        'apps/server/src/modules',
      ),
    },
    {
      filename: domain,
      code: "import { x } from '../compensations/compensations';",
      errors: deep(
        'travel',
        'compensations',
        '../compensations/compensations',
        '../compensations',
        'packages/domain/src',
      ),
    },
    {
      filename: domain,
      code: "import { x } from '@lonportal/domain/time/clock';",
      errors: deep('travel', 'time', '@lonportal/domain/time/clock', '../time', 'packages/domain/src'),
    },
    // An area folder the table does not list: once per file, whatever it imports; its imports of
    // other areas still go through their entries.
    {
      filename: '/repo/apps/web/src/features/time-reporting/TimeReport.tsx',
      code: "import { x } from './api';",
      errors: [{ messageId: 'unknownArea', data: { dir: 'apps/web/src/features', name: 'time-reporting' } }],
    },
    {
      filename: '/repo/apps/server/src/modules/overtime/service.ts',
      code: "import { x } from '../time';\nimport { y } from '../payroll/service';\nimport { z } from '@lonportal/domain/approval/x';",
      errors: [
        { messageId: 'unknownArea', data: { dir: 'apps/server/src/modules', name: 'overtime' } },
        ...deep('overtime', 'payroll', '../payroll/service', '../payroll', 'apps/server/src/modules'),
      ],
    },
    // The domain's shared code imports no area.
    {
      filename: '/repo/packages/domain/src/dates.ts',
      code: "export * from './travel/per-diem';",
      errors: shared('dates.ts', 'travel', './travel/per-diem'),
    },
    {
      filename: '/repo/packages/domain/src/access/capabilities.ts',
      code: "import { x } from '../approval/index';",
      errors: shared('access/capabilities.ts', 'approval', '../approval/index'),
    },
    {
      // A domain folder the table does not list is shared.
      filename: '/repo/packages/domain/src/overtime/rules.ts',
      code: "import { x } from '@lonportal/domain/time/index';",
      errors: shared('overtime/rules.ts', 'time', '@lonportal/domain/time/index'),
    },
    // Up the layers.
    {
      filename: web,
      code: "import { useShell } from '../../../app/shell-context';",
      errors: wrongWay('web/features', 'web/app'),
    },
    {
      filename: '/repo/apps/web/src/features/account/x.test.ts',
      code: "import { themeModeOf } from '../../app/theme';",
      errors: wrongWay('web/features', 'web/app'),
    },
    {
      filename: '/repo/apps/web/src/lib/session.tsx',
      code: "import { router } from '../app/router';",
      errors: wrongWay('web/lib', 'web/app'),
    },
    {
      filename: '/repo/apps/web/src/lib/date-filter.ts',
      code: "export { x } from '../features/time/x';",
      errors: wrongWay('web/lib', 'web/features'),
    },
    {
      filename: '/repo/apps/web/src/ui/FormSelect.tsx',
      code: "const page = import('../features/dashboard/DashboardPage');",
      errors: wrongWay('web/ui', 'web/features'),
    },
    {
      filename: '/repo/apps/web/src/i18n/i18n.ts',
      code: "import { x } from '../app/theme';",
      errors: wrongWay('web/i18n', 'web/app'),
    },
    {
      filename: '/repo/apps/server/src/db/seed/cli.ts',
      code: "import { hashPassword } from '../../modules/session/passwords';",
      errors: wrongWay('server/db', 'server/modules'),
    },
    {
      filename: '/repo/apps/server/src/shared/login-result.ts',
      code: "import { Me } from '../modules/session/service';",
      errors: wrongWay('server/shared', 'server/modules'),
    },
    {
      filename: '/repo/apps/server/src/plugins/session/store.ts',
      code: "import { x } from '../../modules/session/repository';",
      errors: wrongWay('server/plugins', 'server/modules'),
    },
    {
      filename: '/repo/apps/server/src/adapters/sms.ts',
      code: "import { x } from '../modules/session/sms-codes';",
      errors: wrongWay('server/adapters', 'server/modules'),
    },
    // Out of the workspace.
    {
      filename: '/repo/packages/domain/src/dates.ts',
      code: "import { x } from '../../../apps/server/src/config';",
      errors: [{ messageId: 'outOfWorkspace', data: { workspace: 'packages/domain' } }],
    },
    {
      filename: domain,
      code: "import { x } from '../../../../apps/web/src/features/travel/index';",
      errors: [{ messageId: 'outOfWorkspace', data: { workspace: 'packages/domain' } }],
    },
    {
      filename: '/repo/apps/web/src/lib/x.ts',
      code: "import { x } from '../../../server/src/config';",
      errors: [{ messageId: 'outOfWorkspace', data: { workspace: 'apps/web' } }],
    },
    {
      filename: '/repo/e2e/tests/helpers.ts',
      code: "import { x } from '../../apps/web/src/lib/date-format';",
      errors: [{ messageId: 'outOfWorkspace', data: { workspace: 'e2e' } }],
    },
  ],
});
