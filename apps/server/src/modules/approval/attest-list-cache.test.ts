import { describe, expect, it } from 'vitest';
import type { AttestListEntry } from '@lonportal/domain';
import { AttestListCache } from './attest-list-cache';

const entry = (AnstNr: string) => ({ AnstNr }) as unknown as AttestListEntry;

function setUp() {
  let now = 0;
  const cache = new AttestListCache();
  let builds = 0;
  const build = (name: string) => async () => {
    builds++;
    return [entry(name)];
  };
  return {
    cache: {
      get: (ftgId: string, key: string, make: () => Promise<AttestListEntry[]>) =>
        cache.get(ftgId, key, now, make),
      changed: (ftgId: string | null) => cache.changed(ftgId),
    },
    build,
    builds: () => builds,
    pass: (ms: number) => {
      now += ms;
    },
  };
}

describe('kept attest lists', () => {
  it("hands out the same frozen list for 10 s of the server's clock, then builds it again", async () => {
    const t = setUp();
    const first = await t.cache.get('F1', 'march|all', t.build('a'));
    t.pass(9_999);
    expect(await t.cache.get('F1', 'march|all', t.build('b'))).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    t.pass(1);
    expect(await t.cache.get('F1', 'march|all', t.build('c'))).toEqual([entry('c')]);
    expect(t.builds()).toBe(2);
    t.pass(-1); // the clock set back: built again
    expect(await t.cache.get('F1', 'march|all', t.build('d'))).toEqual([entry('d')]);
  });

  it('builds once for callers who ask at the same time, per period and scope', async () => {
    const t = setUp();
    const lists = await Promise.all([
      t.cache.get('F1', 'march|all', t.build('a')),
      t.cache.get('F1', 'march|all', t.build('a')),
      t.cache.get('F1', 'march|dept', t.build('d')),
    ]);
    expect(lists[0]).toBe(lists[1]);
    expect(lists[2]).toEqual([entry('d')]);
    expect(t.builds()).toBe(2);
  });

  it("drops a company's lists on its live event, not another company's; null drops all", async () => {
    const t = setUp();
    const f1 = await t.cache.get('F1', 'k', t.build('a'));
    const f2 = await t.cache.get('F2', 'k', t.build('x'));
    t.cache.changed('F1');
    expect(await t.cache.get('F1', 'k', t.build('b'))).not.toBe(f1);
    expect(await t.cache.get('F2', 'k', t.build('y'))).toBe(f2);
    t.cache.changed(null);
    expect(await t.cache.get('F2', 'k', t.build('z'))).toEqual([entry('z')]);
  });

  it('does not keep a list built while its company changed', async () => {
    const t = setUp();
    let release!: () => void;
    const slow = t.cache.get(
      'F1',
      'k',
      () => new Promise<AttestListEntry[]>((resolve) => (release = () => resolve([entry('old')]))),
    );
    t.cache.changed('F1');
    release();
    expect(await slow).toEqual([entry('old')]);
    expect(await t.cache.get('F1', 'k', t.build('new'))).toEqual([entry('new')]);
  });
});

describe('ATTEST_LIST_KEEP_SECONDS=0', () => {
  it('builds the list for every request', async () => {
    const cache = new AttestListCache(0);
    let builds = 0;
    const build = async () => [entry(String(++builds))];
    expect(await cache.get('F1', 'k', 0, build)).toEqual([entry('1')]);
    expect(await cache.get('F1', 'k', 0, build)).toEqual([entry('2')]);
  });
});
