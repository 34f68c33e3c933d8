import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import rule from './no-import-cycles.js';
import { ruleTester } from './rule-tester';

const tester = ruleTester();

// The rule follows imports through the files on disk, so the cases live in a folder of their own.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'no-import-cycles-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const files: Record<string, string> = {
  // a → b → c: no cycle.
  'line/a.ts': "import { b } from './b';\nexport const a = b;",
  'line/b.ts': "import { c } from './c';\nexport const b = c;",
  'line/c.ts': 'export const c = 1;',
  // service ↔ sms-codes through a type.
  'pair/service.ts':
    "import { send } from './sms-codes';\nexport interface Deps { db: string }\nexport const run = send;",
  'pair/sms-codes.ts': "import type { Deps } from './service';\nexport const send = (d: Deps) => d;",
  // x → y → z → x, with an export-from, a .js specifier and a folder index on the way.
  'ring/x.ts': "export * from './y.js';",
  'ring/y.ts': "import { z } from './z';\nexport const y = z;",
  'ring/z/index.ts': "import('../x');\nexport const z = 1;",
  // A page that a lazy route loads and that imports the router back.
  'lazy/router.tsx': "const Page = () => import('./Page');\nexport const router = [Page];",
  'lazy/Page.tsx':
    "import { router } from './router';\nexport function Page() { return <div>{router.length}</div>; }",
  // Imports of things that are not source files are no edges.
  'assets/a.ts': "import sv from './sv.json';\nimport './style.css';\nexport const a = sv;",
  'assets/sv.json': '{}',
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), text);
}
const at = (name: string) => ({ filename: path.join(root, name), code: files[name] });
const chain = (...names: string[]) =>
  names.map((n) => path.join(root, n).split(path.sep).join('/')).join(' → ');

tester.run('no-import-cycles', rule, {
  valid: [
    at('line/a.ts'),
    at('line/b.ts'),
    at('line/c.ts'),
    at('assets/a.ts'),
    // The file as the editor has it counts, not as it is on disk: sms-codes no longer imports the service.
    {
      filename: path.join(root, 'pair/sms-codes.ts'),
      code: "import type { Deps } from './deps';\nexport const send = (d: Deps) => d;",
    },
    // A package is no edge.
    {
      filename: path.join(root, 'line/c.ts'),
      code: "import { x } from '@lonportal/domain';\nexport const c = x;",
    },
  ],
  invalid: [
    {
      ...at('pair/service.ts'),
      errors: [
        {
          messageId: 'cycle',
          data: { chain: chain('pair/service.ts', 'pair/sms-codes.ts', 'pair/service.ts') },
        },
      ],
    },
    {
      ...at('pair/sms-codes.ts'),
      errors: [
        {
          messageId: 'cycle',
          data: { chain: chain('pair/sms-codes.ts', 'pair/service.ts', 'pair/sms-codes.ts') },
        },
      ],
    },
    {
      ...at('ring/x.ts'),
      errors: [
        {
          messageId: 'cycle',
          data: { chain: chain('ring/x.ts', 'ring/y.ts', 'ring/z/index.ts', 'ring/x.ts') },
        },
      ],
    },
    {
      ...at('ring/z/index.ts'),
      errors: [
        {
          messageId: 'cycle',
          data: { chain: chain('ring/z/index.ts', 'ring/x.ts', 'ring/y.ts', 'ring/z/index.ts') },
        },
      ],
    },
    {
      ...at('lazy/router.tsx'),
      errors: [
        { messageId: 'cycle', data: { chain: chain('lazy/router.tsx', 'lazy/Page.tsx', 'lazy/router.tsx') } },
      ],
    },
    // A new import typed in the editor closes a cycle that is not on disk yet.
    {
      filename: path.join(root, 'line/c.ts'),
      code: "import { a } from './a';\nexport const c = a;",
      errors: [
        { messageId: 'cycle', data: { chain: chain('line/c.ts', 'line/a.ts', 'line/b.ts', 'line/c.ts') } },
      ],
    },
    {
      filename: path.join(root, 'line/c.ts'),
      code: "export * from './c';",
      errors: [{ messageId: 'cycle', data: { chain: chain('line/c.ts', 'line/c.ts') } }],
    },
  ],
});
