// @ts-check
// The import boundaries of ARCHITECTURE.md "Layout", for relative imports (other workspaces are
// reached by package name, so these are the only ones that can cross a boundary):
// - One feature does not reach into another's internals: a file under apps/web/src/features/<a>/
//   or apps/server/src/modules/<a>/ may not import anything under features/<b>/ or modules/<b>/.
//   Shared code moves to packages/domain, apps/web/src/lib or ui, or apps/server/src/shared or a plugin.
// - Imports point down the layers, never up (issue 10 "Lint"):
//   web:    app → features → lib, ui, i18n   (features may not import app; lib/ui/i18n neither)
//   server: modules → plugins, shared, adapters, db   (none of those may import modules)
// - A relative import stays inside its workspace (apps/web, apps/server, packages/domain, e2e,
//   bench): the domain imports nothing of the apps, and the apps share code through the domain.
import path from 'node:path';

const FEATURE_DIR =
  /[\\/](apps[\\/](?:web[\\/]src[\\/]features|server[\\/]src[\\/]modules))[\\/]([^\\/]+)[\\/]/;

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

/** @param {string} file */
function featureOf(file) {
  const m = FEATURE_DIR.exec(file);
  return m ? { root: m[1], name: m[2] } : null;
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
        'Forbid cross-feature imports, imports up the layers and relative imports out of a workspace',
    },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports the internals of feature '{{to}}'. Move what both need to packages/domain, src/ui or a plugin.",
      wrongWay:
        'apps/{{app}}/src/{{from}} may not import apps/{{app}}/src/{{to}}: imports point down the layers ({{order}}). Move what both need down to the lower layer.',
      outOfWorkspace:
        "A relative import leaves '{{workspace}}'. Import another workspace by its package name (@lonportal/domain); the domain imports nothing of the apps.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    const ownLayer = layerOf(file);
    const forbidden = ownLayer ? (FORBIDDEN[ownLayer.app][ownLayer.layer] ?? []) : [];
    const workspace = workspaceOf(file);
    if (!own && forbidden.length === 0 && !workspace) return {};
    /** @param {any} node */
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), spec);
      const target = featureOf(resolved + path.sep);
      if (own && target && target.root === own.root && target.name !== own.name) {
        context.report({ node, messageId: 'crossFeature', data: { from: own.name, to: target.name } });
        return;
      }
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
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
