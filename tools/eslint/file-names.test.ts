import rule from './file-names.js';
import { ruleTester } from './rule-tester';

const tester = ruleTester();

const web = '/repo/apps/web/src';
const component = 'export function EntryDialog() { return <div />; }';

tester.run('file-names', rule, {
  valid: [
    { filename: `${web}/features/time-reporting/components/EntryDialog.tsx`, code: component },
    // A family of components is named after the family.
    {
      filename: `${web}/features/session/components/BankIdProgress.tsx`,
      code: 'export function BankIdProgressVisual() { return null; }\nexport function BankIdProgressActions() { return null; }',
    },
    {
      filename: `${web}/features/time-reporting/approval/components/StatusChips.tsx`,
      code: 'export function StatusChip() { return null; }\nexport function StatusCountChips() { return null; }',
    },
    {
      filename: `${web}/ui/AppDialog.tsx`,
      code: 'export const AppDialog = memo(function AppDialog() { return null; });',
    },
    // Kebab-case: hooks, stores, providers that come with their hook, the router, the entry.
    {
      filename: `${web}/features/time-reporting/use-entry-editor.tsx`,
      code: 'export function useEntryEditor() { return <div />; }',
    },
    {
      filename: `${web}/ui/confirm.tsx`,
      code: 'export function ConfirmProvider() { return null; }\nexport function useConfirm() { return null; }',
    },
    { filename: `${web}/lib/session.tsx`, code: 'export const SessionContext = createContext(null);' },
    { filename: `${web}/app/router.tsx`, code: 'export function createAppRouter() { return <div />; }' },
    { filename: `${web}/main.tsx`, code: 'createRoot(root).render(<App />);' },
    {
      filename: '/repo/apps/server/src/modules/time-reporting/punches/punch-out.ts',
      code: 'export const x = 1;',
    },
    { filename: '/repo/apps/server/src/db/schema/index.ts', code: 'export * from "./time-entries";' },
    // Qualifiers after the name.
    { filename: `${web}/lib/date-filter.test.ts`, code: '' },
    { filename: '/repo/apps/web/vite.config.ts', code: '' },
    { filename: '/repo/apps/web/vite.analyze.config.ts', code: '' },
    { filename: '/repo/bench/lib/autocannon.d.ts', code: '' },
    { filename: '/repo/tools/i18n/merge.mjs', code: '' },
    { filename: '/repo/e2e/tests/time-report.spec.ts', code: '' },
    { filename: '/repo/e2e/tests/shell-helpers.ts', code: '' },
    { filename: '/repo/e2e/playwright.config.ts', code: '' },
    // Files at the root: only the name counts.
    { filename: '/Some Folder/eslint.config.js', code: '' },
    { filename: '/repo/.prettierrc.cjs', code: '' },
  ],
  invalid: [
    {
      filename: `${web}/features/time-reporting/components/entryDialog.tsx`,
      code: component,
      errors: [{ messageId: 'file' }],
    },
    {
      filename: `${web}/features/time-reporting/components/EntryDialog.ts`,
      code: '',
      errors: [{ messageId: 'file' }],
    },
    { filename: `${web}/lib/dateFilter.ts`, code: '', errors: [{ messageId: 'file' }] },
    { filename: `${web}/lib/date_filter.ts`, code: '', errors: [{ messageId: 'file' }] },
    {
      filename: '/repo/apps/server/src/modules/session/Service.ts',
      code: '',
      errors: [{ messageId: 'file' }],
    },
    { filename: '/repo/apps/web/vite.Analyze.config.ts', code: '', errors: [{ messageId: 'file' }] },
    { filename: '/repo/.tmp_eslint.config.js', code: '', errors: [{ messageId: 'file' }] },
    {
      filename: `${web}/app/global/NewVersionCountdown.tsx`,
      code: 'export function CountdownDialog() { return null; }',
      errors: [{ messageId: 'componentName' }],
    },
    {
      filename: `${web}/features/timeReporting/use-x.ts`,
      code: '',
      errors: [{ messageId: 'folder', data: { name: 'timeReporting' } }],
    },
    {
      filename: '/repo/apps/server/src/modules/time_reporting/service.ts',
      code: '',
      errors: [{ messageId: 'folder', data: { name: 'time_reporting' } }],
    },
    // A PascalCase file named after nothing it exports.
    {
      filename: `${web}/ui/Dialogs.tsx`,
      code: 'export function ConfirmDialog() { return null; }',
      errors: [{ messageId: 'componentName' }],
    },
    // A kebab-case file that is one component.
    {
      filename: `${web}/app/providers.tsx`,
      code: 'export function AppProviders() { return null; }',
      errors: [{ messageId: 'componentFile', data: { name: 'providers.tsx', component: 'AppProviders' } }],
    },
    {
      filename: `${web}/app/shell/app-shell.tsx`,
      code: 'export const AppShell = () => <div />;',
      errors: [{ messageId: 'componentFile', data: { name: 'app-shell.tsx', component: 'AppShell' } }],
    },
    // Tests and specs.
    { filename: `${web}/ui/EntryDialog.test.tsx`, code: '', errors: [{ messageId: 'testSuffix' }] },
    { filename: `${web}/lib/date-filter.test.js`, code: '', errors: [{ messageId: 'testSuffix' }] },
    { filename: `${web}/lib/date-filter.spec.ts`, code: '', errors: [{ messageId: 'specSuffix' }] },
    {
      filename: '/repo/apps/server/src/modules/session/login.spec.ts',
      code: '',
      errors: [{ messageId: 'specSuffix' }],
    },
  ],
});
