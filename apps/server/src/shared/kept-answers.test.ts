import { describe, expect, it } from 'vitest';
import { deepFreeze, KeptAnswers, keepingFrozen } from './kept-answers';

describe('kept answers', () => {
  it('freezes everything inside', () => {
    const v = deepFreeze({ a: { b: [1, { c: 2 }] } });
    expect(Object.isFrozen(v.a.b[1])).toBe(true);
    expect(() => {
      (v.a.b as unknown[]).push(3);
    }).toThrow(TypeError);
  });

  it('serialises a frozen object once per route and anything else every time', () => {
    let calls = 0;
    const compile = keepingFrozen((_route: string) => (data: unknown) => {
      calls++;
      return JSON.stringify(data);
    });
    const route = compile('/api/x');
    const kept = deepFreeze({ n: 1 });
    expect(route(kept)).toBe('{"n":1}');
    expect(route(kept)).toBe('{"n":1}');
    expect(calls).toBe(1);
    const open = { n: 2 };
    route(open);
    open.n = 3;
    expect(route(open)).toBe('{"n":3}');
    expect(calls).toBe(3);
    // Another route has its own schema, so its own text.
    compile('/api/y')(kept);
    expect(calls).toBe(4);
  });

  it('gives the kept answer while the inputs are the same objects, a new one when one differs', () => {
    const kept = new KeptAnswers<object, { v: number }>();
    const owner = {};
    const input = { x: 1 };
    let built = 0;
    const build = () => ({ v: ++built });
    const first = kept.get(owner, [input, 2024], build);
    expect(kept.get(owner, [input, 2024], build)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(kept.get(owner, [{ x: 1 }, 2024], build)).not.toBe(first);
    expect(kept.get(owner, [input, 2025], build).v).toBe(3);
    expect(kept.get({}, [input, 2025], build).v).toBe(4);
  });
});
