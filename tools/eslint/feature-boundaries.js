// @ts-check
// Keeps one feature from reaching into another's internals (ARCHITECTURE.md "Layout"):
// a file under apps/web/src/features/<a>/ or apps/server/src/modules/<a>/ may not import
// anything under features/<b>/ or modules/<b>/ for another <b>. Shared code moves to
// packages/domain, apps/web/src/ui or a server plugin.
import path from 'node:path';

const FEATURE_DIR =
  /[\\/](apps[\\/](?:web[\\/]src[\\/]features|server[\\/]src[\\/]modules))[\\/]([^\\/]+)[\\/]/;

/** @param {string} file */
function featureOf(file) {
  const m = FEATURE_DIR.exec(file);
  return m ? { root: m[1], name: m[2] } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid importing the internals of another feature' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports the internals of feature '{{to}}'. Move what both need to packages/domain, src/ui or a plugin.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    /** @param {any} node */
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), spec) + path.sep);
      if (target && target.root === own.root && target.name !== own.name) {
        context.report({ node, messageId: 'crossFeature', data: { from: own.name, to: target.name } });
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
