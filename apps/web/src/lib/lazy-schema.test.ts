import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

// The web build's stand-in for the domain's schemas (vite-lazy-schemas.ts): made on first use, and
// from then on the schema itself for every way the app and zod use one.

describe('lazySchema', () => {
  it('makes the schema on its first use, once', () => {
    const build = vi.fn(() => z.object({ Namn: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ Namn: 'Anna' })).toEqual({ Namn: 'Anna' });
    expect(schema.safeParse({ Namn: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('answers as the schema: its shape, derived schemas, instanceof and use inside others', () => {
    const Person = lazySchema(() => z.object({ Namn: z.string(), AnstNr: z.string().optional() }));
    expect(Object.keys(Person.shape)).toEqual(['Namn', 'AnstNr']);
    expect(Person).toBeInstanceOf(z.ZodObject);
    expect(Person.extend({ Roll: z.enum(['PER', 'AVD']) }).parse({ Namn: 'A', Roll: 'PER' })).toEqual({
      Namn: 'A',
      Roll: 'PER',
    });
    expect(Person.pick({ Namn: true }).parse({ Namn: 'A', AnstNr: '1' })).toEqual({ Namn: 'A' });
    const Team = lazySchema(() => z.object({ People: z.array(Person), Lead: Person.nullable() }));
    expect(Team.parse({ People: [{ Namn: 'A' }], Lead: null })).toEqual({
      People: [{ Namn: 'A' }],
      Lead: null,
    });
    expect(z.union([Person, z.literal('ingen')]).parse('ingen')).toBe('ingen');
    expect({ ...z.object({ ...Person.shape }).shape }).toHaveProperty('Namn');
  });

  it('reports the schema’s own issues', () => {
    const Day = lazySchema(() => z.object({ Datum: z.iso.date({ error: 'validation.date.invalid' }) }));
    const result = Day.safeParse({ Datum: '2026-02-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.date.invalid');
  });
});
