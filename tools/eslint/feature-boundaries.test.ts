import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import rule from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

const web = '/repo/apps/web/src/features/time-reporting/components/TimeReport.tsx';
const server = '/repo/apps/server/src/modules/attest/service.ts';

tester.run('feature-boundaries', rule, {
  valid: [
    { filename: web, code: "import { x } from '../api/get-time-report';" },
    { filename: web, code: "import { TextInput } from '../../../ui/text-input';" },
    { filename: web, code: "import { canAccessRoute } from '@lonportal/domain';" },
    { filename: server, code: "import * as repo from './repository';" },
    { filename: server, code: "import { ApiError } from '../../plugins/errors';" },
    { filename: '/repo/apps/web/src/app/router.tsx', code: "import('../features/dashboard/DashboardPage');" },
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
  ],
});
