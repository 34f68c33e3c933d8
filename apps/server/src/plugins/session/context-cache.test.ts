import { describe, expect, it } from 'vitest';
import { SessionContextCache, type CachedContext } from './context-cache';

const entry = (idHash: string, userId: string, ftgId: string | null): CachedContext => ({
  session: { idHash, userId, lastSeenAt: new Date(0) },
  user: { id: userId },
  company: ftgId ? { ftgId } : null,
});

function cacheAt(ttlMs: number, max?: number) {
  let now = 0;
  const cache = new SessionContextCache<CachedContext>(ttlMs, max, () => now);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('session context cache', () => {
  it('answers for a session and company until its lifetime ends', () => {
    const { cache, advance } = cacheAt(1000);
    cache.set('s1', null, entry('s1', 'u1', 'f1'), cache.generation);
    expect(cache.get('s1', null)?.user.id).toBe('u1');
    expect(cache.get('s1', 'f1')).toBeNull(); // another company asked: another key
    expect(cache.get('s1', false)).toBeNull();
    advance(999);
    expect(cache.get('s1', null)).not.toBeNull();
    advance(1);
    expect(cache.get('s1', null)).toBeNull();
  });

  it('keeps nothing when its lifetime is 0', () => {
    const { cache } = cacheAt(0);
    cache.set('s1', null, entry('s1', 'u1', 'f1'), cache.generation);
    expect(cache.get('s1', null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets by session, by user and by company', () => {
    const { cache } = cacheAt(1000);
    cache.set('s1', null, entry('s1', 'u1', 'f1'), cache.generation);
    cache.set('s2', null, entry('s2', 'u1', 'f2'), cache.generation);
    cache.set('s3', 'f2', entry('s3', 'u2', 'f2'), cache.generation);
    cache.set('s4', false, entry('s4', 'u3', null), cache.generation);
    cache.forgetSessions(['s1']);
    expect(cache.get('s1', null)).toBeNull();
    expect(cache.size).toBe(3);
    cache.forgetCompanies(['f2']);
    expect(cache.get('s2', null)).toBeNull();
    expect(cache.get('s3', 'f2')).toBeNull();
    expect(cache.get('s4', false)).not.toBeNull();
    cache.forgetUsers(['u3']);
    expect(cache.size).toBe(0);
  });

  it('drops an answer read before a forget (a write landed in between)', () => {
    const { cache } = cacheAt(1000);
    const readAt = cache.generation;
    cache.forgetUsers(['someone']);
    cache.set('s1', null, entry('s1', 'u1', 'f1'), readAt);
    expect(cache.get('s1', null)).toBeNull();
    cache.set('s1', null, entry('s1', 'u1', 'f1'), cache.generation);
    expect(cache.get('s1', null)).not.toBeNull();
  });

  it('tells cached copies of a touched session when it was last seen', () => {
    const { cache } = cacheAt(1000);
    cache.set('s1', null, entry('s1', 'u1', 'f1'), cache.generation);
    cache.set('s1', 'f2', entry('s1', 'u1', 'f2'), cache.generation);
    const at = new Date(5000);
    cache.touched('s1', at);
    expect(cache.get('s1', null)?.session.lastSeenAt).toEqual(at);
    expect(cache.get('s1', 'f2')?.session.lastSeenAt).toEqual(at);
  });

  it('holds at most its size, dropping the oldest entry first', () => {
    const { cache } = cacheAt(1000, 2);
    cache.set('s1', null, entry('s1', 'u1', null), cache.generation);
    cache.set('s2', null, entry('s2', 'u2', null), cache.generation);
    cache.set('s3', null, entry('s3', 'u3', null), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('s1', null)).toBeNull();
    expect(cache.get('s3', null)).not.toBeNull();
  });
});

describe('which statements make a server forget', () => {
  it('is every write to a table the session lookup reads, but a touch or a new session', async () => {
    const { changesSessionContext } = await import('./store');
    expect(
      changesSessionContext('update "user_accounts" set "roll" = $1 where "user_accounts"."id" = $2'),
    ).toBe(true);
    expect(changesSessionContext('insert into "portal_settings" ("ftg_id", "info") values ($1, $2)')).toBe(
      true,
    );
    expect(changesSessionContext('delete from "user_company_access" where "user_id" = $1')).toBe(true);
    expect(changesSessionContext('update "companies" set "archived" = $1')).toBe(true);
    expect(changesSessionContext('delete from "sessions" where "sessions"."id_hash" = $1')).toBe(true);
    expect(
      changesSessionContext(
        'update "sessions" set "ended_at" = $1, "end_code" = $2 where "sessions"."id_hash" = $3',
      ),
    ).toBe(true);
    expect(
      changesSessionContext('update "sessions" set "last_seen_at" = $1 where "sessions"."id_hash" = $2'),
    ).toBe(false);
    expect(changesSessionContext('insert into "sessions" ("id_hash") values ($1)')).toBe(false);
    expect(changesSessionContext('update "time_entries" set "status" = $1')).toBe(false);
    expect(changesSessionContext('select "roll" from "user_accounts"')).toBe(false);
  });
});
