// @ts-check
// The import boundaries of ARCHITECTURE.md "Layout" and "Areas" (ADR 0012, ADR 0025):
// - Areas. The product is cut into areas, one folder name on three floors: web
//   apps/web/src/features/<area>/, server apps/server/src/modules/<area>/ and domain
//   packages/domain/src/<area>/. Which area may import which is the one table of areas.js
//   (edges point from the importer to the imported; no cycles). Every web feature and server module
//   folder is an area and must be in the table; on the domain floor the area folders are the table's
//   names, and the other folders (access, auth, validation, errors) and the top-level files are
//   shared by everyone.
//   - Within a floor (relative imports), a file of area A imports another area B only if the table
//     lets A import B, and only through B's entry (B's folder or B/index): what B offers is what its
//     index exports, so B can change its insides without breaking A.
//   - The domain's shared code imports no area: everyone imports it, so it would tie every area to
//     that one.
//   - Across floors, web and server import the domain by package name, deep
//     (`@lonportal/domain/<area>/<file>`, so pages split their code): a file of area A imports the
//     domain of A or of an area the table lets A import. Files outside the areas (web lib/, ui/,
//     app/; server shared/, plugins/, adapters/, db/, jobs/, app.ts) import any domain area.
//   - web app/ is the composition root and server app.ts, main.ts and jobs/ register the modules:
//     they import any area's files, entry or not (pages are lazy-loaded by path).
// - Imports point down the layers, never up (ADR 0012):
//   web:    app → features → lib, ui, i18n   (features may not import app; lib/ui/i18n neither)
//   server: modules → plugins, shared, adapters, db   (none of those may import modules)
// - A relative import stays inside its workspace (apps/web, apps/server, packages/domain, e2e,
//   bench): the domain imports nothing of the apps, and the apps share code through the domain.
import fs from 'node:fs';
import path from 'node:path';
import { AREAS } from './areas.js';

const TABLE = 'tools/eslint/areas.js';

/** The folder of each floor whose sub-folders are areas. */
const FLOOR_DIR =
  /[\\/](apps[\\/]web[\\/]src[\\/]features|apps[\\/]server[\\/]src[\\/]modules|packages[\\/]domain[\\/]src)[\\/]([^\\/]+)[\\/]/;
/** @type {Record<string, 'web' | 'server' | 'domain'>} */
const FLOOR_OF = {
  'apps/web/src/features': 'web',
  'apps/server/src/modules': 'server',
  'packages/domain/src': 'domain',
};
const DOMAIN_SRC = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
const DOMAIN_PACKAGE = '@lonportal/domain';
/** What a relative import of an area's entry ends with after the area's folder. */
const ENTRY = /^(?:index(?:\.(?:js|ts|tsx))?)?$/;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
const HAS_SOURCE_EXTENSION = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** The layer folders of each app, and the layers each one may not import. */
const LAYER_DIR = /[\\/]apps[\\/](web|server)[\\/]src[\\/]([^\\/]+)[\\/]/;
/** @type {Record<string, Record<string, string[]>>} */
const FORBIDDEN = {
  web: {
    features: ['app'],
    lib: ['app', 'features'],
    ui: ['app', 'features'],
    i18n: ['app', 'features'],
  },
  server: {
    db: ['modules'],
    shared: ['modules'],
    plugins: ['modules'],
    adapters: ['modules'],
  },
};

const WORKSPACE_DIR = /[\\/]((?:apps|packages)[\\/][^\\/]+|e2e|bench)[\\/]/;

/** @param {string} name */
const isKnown = (name) => Object.hasOwn(AREAS, name);

/** @type {Map<string, boolean>} */
const isFileCache = new Map();
/**
 * Whether `base` with one of the source extensions is a file on disk: `./employees` in
 * packages/domain/src is the shared employees.ts, not an area folder, as TypeScript resolves it.
 * @param {string} base
 */
function isSourceFile(base) {
  let known = isFileCache.get(base);
  if (known === undefined) {
    known = SOURCE_EXTENSIONS.some((ext) => {
      try {
        return fs.statSync(base + ext).isFile();
      } catch {
        return false;
      }
    });
    isFileCache.set(base, known);
  }
  return known;
}

/**
 * @typedef {object} Area
 * @property {'web' | 'server' | 'domain'} floor
 * @property {string} floorDir the floor's folder, as it is written in the repository
 * @property {string} floorPath the floor's folder, absolute
 * @property {string} name
 * @property {string} rest the path inside the area's folder ('' for the folder itself)
 */

/**
 * The area a path lies in: for a file being linted, the area of its folder; for what an import
 * resolves to (`isTarget`), also the area whose folder itself is named. Null outside the areas: on
 * the domain floor, folders that the table does not name are shared, and so are top-level files.
 * @param {string} p an absolute path
 * @param {boolean} isTarget
 * @returns {Area | null}
 */
function areaOf(p, isTarget) {
  const withSep = isTarget ? p + path.sep : p;
  const m = FLOOR_DIR.exec(withSep);
  if (!m) return null;
  const floorDir = m[1].replace(/\\/g, '/');
  const floor = FLOOR_OF[floorDir];
  const name = m[2];
  const floorPath = withSep.slice(0, m.index + 1 + m[1].length);
  const rest = withSep.slice(m.index + m[0].length).replace(/[\\/]$/, '');
  if (floor === 'domain' && !isKnown(name)) return null;
  // A file directly in the floor's folder (`./employees`, `../features/x.ts`) is no area.
  if (
    isTarget &&
    rest === '' &&
    (HAS_SOURCE_EXTENSION.test(name) || isSourceFile(path.join(floorPath, name)))
  ) {
    return null;
  }
  return { floor, floorDir, floorPath, name, rest };
}

/** @param {string} file */
function layerOf(file) {
  const m = LAYER_DIR.exec(file);
  return m ? { app: m[1], layer: m[2] } : null;
}

/**
 * The workspace of a file: its name and its folder (the absolute path up to and including it).
 * @param {string} file
 */
function workspaceOf(file) {
  const m = WORKSPACE_DIR.exec(file);
  return m ? { name: m[1].replace(/\\/g, '/'), dir: file.slice(0, m.index + m[0].length) } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Hold imports between areas to the table of tools/eslint/areas.js and to their entries, and forbid imports up the layers and relative imports out of a workspace',
    },
    messages: {
      undeclaredEdge:
        "Area '{{from}}' may not import area '{{to}}' ('{{spec}}'): " +
        TABLE +
        " does not list '{{to}}' among the areas '{{from}}' imports (ARCHITECTURE \"Areas\", ADR 0025). Move what both need into an area both may import or into shared code; or, if '{{from}}' really builds on '{{to}}', add '{{to}}' to its line in " +
        TABLE +
        ' (cycles are refused).',
      deepImport:
        "Area '{{from}}' reaches into the insides of area '{{to}}' ('{{spec}}'). Import another area only through its entry: import '{{entry}}' ({{entryFile}}) and export from there what '{{from}}' needs (ADR 0025).",
      unknownArea:
        '{{dir}}/{{name}} is an area folder that ' +
        TABLE +
        " does not list. Add '{{name}}' to " +
        TABLE +
        ' with the areas it may import (ARCHITECTURE "Areas", ADR 0025), or move this file into an area that is listed.',
      sharedImportsArea:
        "packages/domain/src/{{file}} is shared domain code and may not import area '{{to}}' ('{{spec}}'): every area imports the shared code, so it would tie them all to '{{to}}'. Move this code into packages/domain/src/{{to}}/, or move what it needs out of the area into shared code. If its folder is meant to be an area, add it to " +
        TABLE +
        ' (ADR 0025).',
      wrongWay:
        'apps/{{app}}/src/{{from}} may not import apps/{{app}}/src/{{to}}: imports point down the layers ({{order}}). Move what both need down to the lower layer.',
      outOfWorkspace:
        "A relative import leaves '{{workspace}}'. Import another workspace by its package name (@lonportal/domain); the domain imports nothing of the apps.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = areaOf(file, false);
    const ownLayer = layerOf(file);
    const forbidden = ownLayer ? (FORBIDDEN[ownLayer.app][ownLayer.layer] ?? []) : [];
    const workspace = workspaceOf(file);
    const domainMatch = DOMAIN_SRC.exec(file);
    /** packages/domain/src, absolute, when the file is in the domain. */
    const domainDir = domainMatch ? file.slice(0, domainMatch.index + domainMatch[0].length - 1) : null;
    /**
     * Whether the file is shared domain code: in the domain, in no area. The package's entry
     * (src/index.ts) is not: it is what `@lonportal/domain` answers, and gathers every floor's
     * schemas and rules for the apps, as each area's entry does for its own.
     */
    const isSharedDomain = !own && domainDir !== null && file !== path.join(domainDir, 'index.ts');
    if (!own && forbidden.length === 0 && !workspace && !isSharedDomain) return {};

    /**
     * The area rules for an import of `target` that stays on the file's floor. Whether it was
     * reported.
     * @param {any} node
     * @param {string} spec
     * @param {Area} target
     */
    const checkSameFloor = (node, spec, target) => {
      if (isSharedDomain) {
        if (target.floorPath !== domainDir) return false;
        const fromFile = path.relative(target.floorPath, file).split(path.sep).join('/');
        context.report({
          node,
          messageId: 'sharedImportsArea',
          data: { file: fromFile, to: target.name, spec },
        });
        return true;
      }
      if (!own || target.floorPath !== own.floorPath || target.name === own.name) return false;
      // An area missing from the table is reported once, on its files; its imports wait for its line.
      if (isKnown(own.name) && !AREAS[own.name].includes(target.name)) {
        context.report({
          node,
          messageId: 'undeclaredEdge',
          data: { from: own.name, to: target.name, spec },
        });
        return true;
      }
      if (!ENTRY.test(target.rest)) {
        let entry = path.relative(path.dirname(file), path.join(target.floorPath, target.name));
        entry = entry.split(path.sep).join('/');
        if (!entry.startsWith('.')) entry = './' + entry;
        context.report({
          node,
          messageId: 'deepImport',
          data: {
            from: own.name,
            to: target.name,
            spec,
            entry,
            entryFile: `${target.floorDir}/${target.name}/index.ts`,
          },
        });
        return true;
      }
      return false;
    };

    /** @param {any} node */
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      if (spec.startsWith(DOMAIN_PACKAGE + '/')) {
        const inDomain = spec.slice(DOMAIN_PACKAGE.length + 1);
        if (domainDir) {
          // The domain importing itself by package name is held as its relative imports are; the
          // package's exports map `@lonportal/domain/<path>` to src/<path>.ts.
          const target = areaOf(path.join(domainDir, inDomain + '.ts'), true);
          if (target) checkSameFloor(node, spec, target);
          return;
        }
        // Across floors: deep imports are fine, the table still holds (`<area>/<file>`; a bare
        // `@lonportal/domain/<name>` is a top-level file of the domain, shared).
        const [to, ...inArea] = inDomain.split('/');
        if (!own || inArea.length === 0 || !isKnown(to) || to === own.name || !isKnown(own.name)) return;
        if (!AREAS[own.name].includes(to)) {
          context.report({ node, messageId: 'undeclaredEdge', data: { from: own.name, to, spec } });
        }
        return;
      }
      if (!spec.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), spec);
      const target = areaOf(resolved, true);
      if (target && checkSameFloor(node, spec, target)) return;
      const targetLayer = layerOf(resolved + path.sep);
      if (
        ownLayer &&
        targetLayer &&
        targetLayer.app === ownLayer.app &&
        forbidden.includes(targetLayer.layer)
      ) {
        const order =
          ownLayer.app === 'web'
            ? 'app → features → lib, ui, i18n'
            : 'modules → plugins, shared, adapters, db';
        context.report({
          node,
          messageId: 'wrongWay',
          data: { app: ownLayer.app, from: ownLayer.layer, to: targetLayer.layer, order },
        });
        return;
      }
      if (workspace && !(resolved + path.sep).startsWith(workspace.dir)) {
        context.report({ node, messageId: 'outOfWorkspace', data: { workspace: workspace.name } });
      }
    };
    return {
      Program(node) {
        if (own && !isKnown(own.name)) {
          context.report({ node, messageId: 'unknownArea', data: { dir: own.floorDir, name: own.name } });
        }
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
