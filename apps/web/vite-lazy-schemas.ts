import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

// The domain's schemas, made in the browser when first used (src/lib/lazy-schema.ts).

/** The domain package's modules, not its tests. */
const DOMAIN_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/](?!.*\.test\.ts$).+\.ts$/;
const HELPER = path.join(import.meta.dirname, 'src/lib/lazy-schema.ts');
const HELPER_NAME = '__lazySchema';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The top-level `const …Schema = <call>` declarators of a module, exported or not. */
function schemaDeclarators(program: { body: Node[] }): Node[] {
  return program.body
    .map((statement) =>
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement,
    )
    .filter((node): node is Node => node?.type === 'VariableDeclaration' && node.kind === 'const')
    .flatMap((declaration) => declaration.declarations as Node[])
    .filter((declarator) => {
      const id = declarator.id as Node;
      const init = declarator.init as Node | null;
      return (
        id.type === 'Identifier' &&
        String(id.name).endsWith('Schema') &&
        (init?.type === 'CallExpression' || init?.type === 'TSAsExpression')
      );
    });
}

/**
 * The browser's build of packages/domain with each top-level `…Schema` constant made lazily:
 * `const XSchema = z.object(…)` becomes `const XSchema = __lazySchema(() => z.object(…))`, marked
 * pure so an unused one still drops out. The schemas' types and every use stay as they are. The
 * server's build keeps the plain modules.
 */
export function lazySchemas(): Plugin {
  return {
    name: 'lonportal:lazy-schemas',
    transform: {
      filter: { id: DOMAIN_MODULE },
      handler(code) {
        const program = parseAst(code) as unknown as { body: Node[] };
        const found = schemaDeclarators(program);
        if (found.length === 0) return null;
        // From the end, so the offsets before each edit stay right; on the same lines (no map needed).
        let out = code;
        for (const declarator of found.reverse()) {
          const init = declarator.init as Node;
          out = `${out.slice(0, init.start)}/* @__PURE__ */ ${HELPER_NAME}(() => (${out.slice(init.start, init.end)}))${out.slice(init.end)}`;
        }
        return {
          code: `import { lazySchema as ${HELPER_NAME} } from ${JSON.stringify(HELPER)};${out}`,
          map: null,
        };
      },
    },
  };
}
