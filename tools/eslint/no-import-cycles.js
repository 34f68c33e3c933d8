// @ts-check
// No import cycles (ADR 0012): a file may not import, directly or through other files, a file
// that imports it back. Cycles make the load order decide what is undefined at start-up, and they
// tie pieces together so neither can move alone. Type-only imports count too: a cycle of types is
// still two files that cannot be understood or moved apart; the shared type moves to its own file.
//
// Only relative imports make edges (workspaces import each other by package name, and
// feature-boundaries keeps relative imports inside a workspace). The file being linted contributes
// its imports from the AST; every other file's imports are read from disk with TypeScript's
// preProcessFile (a scanner, no type checking) and kept per file until the file changes, so a
// whole-repository run reads each file once.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs'];

/** @type {Map<string, boolean>} */
const isFileCache = new Map();
/** @param {string} p */
function isFile(p) {
  let known = isFileCache.get(p);
  if (known === undefined) {
    try {
      known = fs.statSync(p).isFile();
    } catch {
      known = false;
    }
    isFileCache.set(p, known);
  }
  return known;
}

/** @type {Map<string, string | null>} */
const resolveCache = new Map();
/**
 * The source file a relative specifier names, as TypeScript and Vite resolve it; null for anything
 * else (JSON, CSS, images, a missing file).
 * @param {string} fromDir
 * @param {string} spec
 */
function resolve(fromDir, spec) {
  const key = fromDir + '\0' + spec;
  const cached = resolveCache.get(key);
  if (cached !== undefined) return cached;
  const base = path.resolve(fromDir, spec.split('?')[0]);
  const candidates = [];
  if (SOURCE.test(base)) candidates.push(base);
  if (/\.(?:js|jsx|mjs|cjs)$/.test(base)) candidates.push(base.replace(/\.([mc]?)js(x?)$/, '.$1ts$2'));
  for (const ext of EXTENSIONS) candidates.push(base + ext);
  for (const ext of EXTENSIONS) candidates.push(path.join(base, 'index' + ext));
  const found = candidates.find(isFile) ?? null;
  resolveCache.set(key, found);
  return found;
}

/** How long a file's imports are taken as read before its modification time is looked at again. */
const FRESH_MS = 1000;
/** @type {Map<string, { mtimeMs: number, checkedAt: number, deps: string[] }>} */
const depsCache = new Map();
/**
 * The files a file imports relatively, read from disk.
 * @param {string} file
 * @returns {string[]}
 */
function depsOnDisk(file) {
  const now = Date.now();
  const cached = depsCache.get(file);
  if (cached && now - cached.checkedAt < FRESH_MS) return cached.deps;
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (cached && cached.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.deps;
  }
  const text = fs.readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const dir = path.dirname(file);
  const deps = [
    ...new Set(
      importedFiles
        .map((f) => f.fileName)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolve(dir, spec))
        .filter((f) => f !== null),
    ),
  ];
  depsCache.set(file, { mtimeMs, checkedAt: now, deps });
  return deps;
}

/**
 * A path of imports from `start` back to `goal` (both included), or null.
 * @param {string} start
 * @param {string} goal
 * @param {(file: string) => string[]} depsOf
 */
function pathBack(start, goal, depsOf) {
  /** @type {Map<string, string | null>} */
  const parent = new Map([[start, null]]);
  const stack = [start];
  while (stack.length > 0) {
    const file = /** @type {string} */ (stack.pop());
    for (const dep of depsOf(file)) {
      if (parent.has(dep)) continue;
      parent.set(dep, file);
      if (dep === goal) {
        /** @type {string[]} */
        const chain = [];
        for (let f = /** @type {string | null | undefined} */ (dep); f; f = parent.get(f)) chain.unshift(f);
        return chain;
      }
      stack.push(dep);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between files' },
    messages: {
      cycle:
        'Import cycle: {{chain}}. Move what both sides need into a file of its own that neither imports back.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!path.isAbsolute(file) || !SOURCE.test(file)) return {};
    const dir = path.dirname(file);
    const cwd = context.cwd;
    /** @param {string} f */
    const show = (f) => {
      const rel = path.relative(cwd, f);
      return (rel.startsWith('..') ? f : rel).split(path.sep).join('/');
    };
    /** @type {Array<{ node: any, target: string }>} */
    const imports = [];
    /** @param {any} node */
    const collect = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolve(dir, spec);
      if (target) imports.push({ node, target });
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      'Program:exit'() {
        // This file's edges are the ones in the editor, not the ones on disk.
        const own = [...new Set(imports.map((i) => i.target))];
        /** @param {string} f */
        const depsOf = (f) => (f === file ? own : depsOnDisk(f));
        for (const { node, target } of imports) {
          const chain = target === file ? [file] : pathBack(target, file, depsOf);
          if (chain) {
            context.report({
              node,
              messageId: 'cycle',
              data: { chain: [file, ...chain].map(show).join(' → ') },
            });
          }
        }
      },
    };
  },
};
