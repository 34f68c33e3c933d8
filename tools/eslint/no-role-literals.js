// @ts-check
// Keeps every role rule in the domain (ARCHITECTURE.md "One access table": one home for
// every rule): app code asks packages/domain (canAccessRoute, can, rolesThatCan, ...) instead of
// listing or comparing roles itself. Seed data, the database enum and tests name roles as data;
// eslint.config.js leaves them out.

/** The seven roles of SPEC §6 (packages/domain/src/roles.ts ROLES). */
const ROLES = new Set(['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU', 'PER']);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid role literals outside the domain access table' },
    messages: {
      roleLiteral:
        "Role '{{role}}' written out in app code. Ask the domain instead: canAccessRoute, can(action, user) or rolesThatCan(action) from packages/domain/src/access.",
    },
    schema: [],
  },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value === 'string' && ROLES.has(node.value)) {
          context.report({ node, messageId: 'roleLiteral', data: { role: node.value } });
        }
      },
      TemplateLiteral(node) {
        const text = node.expressions.length === 0 ? node.quasis[0]?.value.cooked : null;
        if (typeof text === 'string' && ROLES.has(text)) {
          context.report({ node, messageId: 'roleLiteral', data: { role: text } });
        }
      },
    };
  },
};
