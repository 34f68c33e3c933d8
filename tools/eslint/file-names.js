// @ts-check
// File and folder names follow one convention (ADR 0012, STYLE habit 1):
// - folders are kebab-case (`time-reporting`, `reference-lists`);
// - code files are kebab-case (`time-entries.ts`, `use-entry-editor.tsx`), and each further
//   dot-separated part too (`vite.config.ts`, `autocannon.d.ts`);
// - except a .tsx file whose main export is a React component: PascalCase, named after it
//   (`EntryDialog.tsx` exports `EntryDialog`; a file of a family of components is named after the
//   family: `BankIdProgress.tsx` exports `BankIdProgressVisual`, `StatusChips.tsx` `StatusChip`);
//   and a kebab-case .tsx that exports one component and nothing else is a component file too;
// - unit and integration tests are `<file>.test.ts` next to the code (vitest picks only .test.ts);
//   browser specs are `e2e/tests/<area>-<thing>.spec.ts`, and only they end in .spec.ts.
// Where the path has no apps/, packages/, e2e/, bench/ or tools/ folder (files at the root), only
// the file name is checked.
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$/;
const PROJECT_DIR = /[\\/](?:apps|packages|e2e|bench|tools)[\\/]/;

/** @param {string} name */
const isPascal = (name) => PASCAL.test(name) && /[a-z]/.test(name);

/** @param {any} init */
const isFunction = (init) =>
  !!init &&
  (init.type === 'ArrowFunctionExpression' ||
    init.type === 'FunctionExpression' ||
    (init.type === 'CallExpression' &&
      /^(?:memo|forwardRef|lazy)$/.test(init.callee.name ?? init.callee.property?.name ?? '')));

/**
 * The names a module exports as values (components are values), which of them are functions, and
 * whether it exports anything it does not name (export *, a nameless default).
 * @param {any} program
 */
function valueExports(program) {
  /** @type {string[]} */
  const names = [];
  /** @type {Set<string>} */
  const functions = new Set();
  let other = false;
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration') {
      const id = node.declaration && node.declaration.id;
      if (id) {
        names.push(id.name);
        if (node.declaration.type === 'FunctionDeclaration') functions.add(id.name);
      } else other = true;
    } else if (node.type === 'ExportAllDeclaration') {
      other = true;
    } else if (node.type === 'ExportNamedDeclaration' && node.exportKind !== 'type') {
      const d = node.declaration;
      if (d) {
        if (d.type === 'VariableDeclaration') {
          for (const v of d.declarations) {
            if (v.id.type === 'Identifier') {
              names.push(v.id.name);
              if (isFunction(v.init)) functions.add(v.id.name);
            } else other = true;
          }
        } else if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) {
          names.push(d.id.name);
          if (d.type === 'FunctionDeclaration') functions.add(d.id.name);
        }
        // interfaces, type aliases, enums declared as types: not values
      }
      for (const s of node.specifiers ?? []) {
        if (s.exportKind === 'type') continue;
        names.push(s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value));
      }
    }
  }
  return { names, functions, other };
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names follow ADR 0012' },
    messages: {
      folder: "Folder '{{name}}' is not kebab-case (ADR 0012): lower-case words joined by '-'.",
      file: "File name '{{name}}' is not kebab-case (ADR 0012): lower-case words joined by '-'{{tsx}}.",
      componentName:
        "'{{name}}' is PascalCase but exports no component named after it (ADR 0012): name the file after its component, or in kebab-case if its main export is not a component.",
      componentFile:
        "'{{name}}' exports only the component '{{component}}': name the file after it, '{{component}}.tsx' (ADR 0012).",
      testSuffix: "Tests are '<file>.test.ts' (ADR 0012): vitest runs only files ending in .test.ts.",
      specSuffix:
        "Only browser specs in e2e/tests end in '.spec.ts' (ADR 0012); a unit test is '<file>.test.ts'.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!path.isAbsolute(file)) return {};
    return {
      Program(program) {
        const m = PROJECT_DIR.exec(file);
        const at = { line: 1, column: 0 };
        if (m) {
          const folders = file
            .slice(m.index + 1)
            .split(/[\\/]/)
            .slice(1, -1);
          const bad = folders.find((f) => !KEBAB.test(f));
          if (bad) context.report({ loc: at, messageId: 'folder', data: { name: bad } });
        }
        const base = path.basename(file);
        // A dotfile (`.prettierrc.cjs`) is named by its tool; the rest of its name follows the rule.
        const parts = base.replace(/^\./, '').split('.');
        const ext = parts.pop();
        const [stem, ...qualifiers] = parts;
        const tsx = ext === 'tsx';
        if (qualifiers.includes('spec') && !/[\\/]e2e[\\/]tests[\\/]/.test(file)) {
          context.report({ loc: at, messageId: 'specSuffix' });
        }
        if (qualifiers.includes('test') && ext !== 'ts') {
          context.report({ loc: at, messageId: 'testSuffix' });
        }
        const badQualifier = qualifiers.some((q) => !KEBAB.test(q));
        if (tsx && isPascal(stem) && !badQualifier) {
          if (qualifiers.length > 0) return; // a test of a component; testSuffix has spoken
          const { names } = valueExports(program);
          const family = stem.replace(/s$/, '');
          if (!names.some((n) => n.startsWith(stem) || (family !== stem && n.startsWith(family)))) {
            context.report({ loc: at, messageId: 'componentName', data: { name: base } });
          }
          return;
        }
        if (!KEBAB.test(stem) || badQualifier) {
          context.report({
            loc: at,
            messageId: 'file',
            data: { name: base, tsx: tsx ? ', or PascalCase after the component it exports' : '' },
          });
          return;
        }
        if (tsx && qualifiers.length === 0) {
          const { names, functions, other } = valueExports(program);
          if (!other && names.length === 1 && isPascal(names[0]) && functions.has(names[0])) {
            context.report({
              loc: at,
              messageId: 'componentFile',
              data: { name: base, component: names[0] },
            });
          }
        }
      },
    };
  },
};
