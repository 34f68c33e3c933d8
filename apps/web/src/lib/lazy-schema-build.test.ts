import { describe, expect, it } from 'vitest';
import { lazySchemas } from '../../vite-lazy-schemas';

// The web build's transform of packages/domain (vite-lazy-schemas.ts): each top-level `…Schema`
// constant made on first use, nothing else touched.

const transform = (code: string): string | null => {
  const hook = lazySchemas().transform as unknown as { handler: (code: string) => { code: string } | null };
  return hook.handler(code)?.code ?? null;
};

describe('the lazy schemas of the web build', () => {
  it('wraps the top-level schema constants, exported or not, and leaves the rest', () => {
    const out = transform(
      [
        "import { z } from 'zod';",
        'export const LIST = ["a", "b"];',
        'const ItemSchema = z.object({ Kod: z.string() });',
        'export const ListSchema = z.array(ItemSchema).max(10);',
        'export const defaultItem = () => ItemSchema.parse({ Kod: "" });',
        'export function build() { const InnerSchema = z.string(); return InnerSchema; }',
      ].join('\n'),
    );
    expect(out).toContain(
      'const ItemSchema = /* @__PURE__ */ __lazySchema(() => (z.object({ Kod: z.string() })));',
    );
    expect(out).toContain(
      'export const ListSchema = /* @__PURE__ */ __lazySchema(() => (z.array(ItemSchema).max(10)));',
    );
    expect(out).toContain('export const LIST = ["a", "b"];');
    expect(out).toContain('export const defaultItem = () => ItemSchema.parse({ Kod: "" });');
    expect(out).toContain('const InnerSchema = z.string();');
    expect(out?.split('\n')).toHaveLength(6);
  });

  it('leaves a module without schema constants as it is', () => {
    expect(transform('export const HOURS = 24;\nexport const twice = (n) => n * 2;')).toBeNull();
  });
});
