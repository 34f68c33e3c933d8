import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it("turns zod's compiled parsers off through the setting zod itself reads", async () => {
    await import('./zod-config');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // Schemas still parse (interpreted).
    expect(z.object({ a: z.number() }).parse({ a: 1, b: 2 })).toEqual({ a: 1 });
  });
});
