import rule from './feature-boundaries.js';
import { ruleTester } from './rule-tester';

const tester = ruleTester({ typescript: false });

const web = '/repo/apps/web/src/features/time-reporting/components/TimeReport.tsx';
const server = '/repo/apps/server/src/modules/attest/service.ts';
const layers = (from: string, to: string) => ({
  app: from.split('/')[0],
  from: from.split('/')[1],
  to: to.split('/')[1],
  order: from.startsWith('web')
    ? 'app → features → lib, ui, i18n'
    : 'modules → plugins, shared, adapters, db',
});
const wrongWay = (from: string, to: string) => [{ messageId: 'wrongWay', data: layers(from, to) }];

tester.run('feature-boundaries', rule, {
  valid: [
    { filename: web, code: "import { x } from '../api/get-time-report';" },
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
    { filename: '/repo/apps/server/src/app.ts', code: "import { routes } from './modules/session/routes';" },
    // Tests and their helpers inside the same workspace.
    { filename: server, code: "import { createTestApp } from '../../../test/app-helper';" },
    { filename: '/repo/apps/server/test/app-helper.ts', code: "import { buildApp } from '../src/app';" },
    // Other workspaces by package name.
    { filename: '/repo/packages/domain/src/dates.ts', code: "import { ROLES } from './roles';" },
    { filename: '/repo/bench/lib/server.ts', code: "import * as A from '@lonportal/server/src/app';" },
    // A string that is not an import.
    { filename: web, code: "const path = '../../../app/router';" },
  ],
  invalid: [
    {
      filename: web,
      code: "import { x } from '../../attest/api/get-attest';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: server,
      code: "import { y } from '../time-reporting/repository';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: server,
      code: "export * from '../session/service';",
      errors: [{ messageId: 'crossFeature' }],
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
      code: "export { x } from '../features/time-reporting/x';",
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
