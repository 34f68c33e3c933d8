/**
 * The session lookup's answers kept in this process for a moment (ARCHITECTURE.md "Identity and
 * access"): most requests of a logged-in user then need no database round trip to learn who they
 * are and which company they work in.
 *
 * Safety rests on three things:
 * - every write that changes what an entry holds forgets it here at once (plugins/session/store.ts:
 *   session writes, password, settings, company rows), and on every other server through the bus's
 *   "sessions changed" notice (PostgreSQL LISTEN/NOTIFY);
 * - an entry lives at most `ttlMs` (real time), so a change made outside the app heals by itself;
 * - an entry may only let a request go on: when a cached session looks ended, the caller asks the
 *   database again before ending it (plugins/session/index.ts).
 */
export interface CachedContext {
  session: { idHash: string; userId: string; lastSeenAt: Date };
  user: { id: string };
  company: { ftgId: string } | null;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

export class SessionContextCache<T extends CachedContext> {
  private readonly entries = new Map<string, Entry<T>>();
  /**
   * Counts forgets: an answer read before a forget may already be old, so `set` drops it (a write
   * landing between a request's read and its `set` would otherwise be cached away).
   */
  private forgets = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  private static key(idHash: string, company: string | null | false): string {
    return `${idHash}|${company === null ? '' : company === false ? '-' : company}`;
  }

  get(idHash: string, company: string | null | false): T | null {
    if (this.ttlMs <= 0) return null;
    const key = SessionContextCache.key(idHash, company);
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.clock() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  /** The mark to pass to `set` for an answer about to be read. */
  get generation(): number {
    return this.forgets;
  }

  set(idHash: string, company: string | null | false, value: T, readAt: number): void {
    if (this.ttlMs <= 0 || readAt !== this.forgets) return;
    const key = SessionContextCache.key(idHash, company);
    this.entries.delete(key);
    // Map keeps insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: this.clock() });
  }

  get size(): number {
    return this.entries.size;
  }

  /** A touch of the session: cached copies learn the new lastSeenAt instead of being dropped. */
  touched(idHash: string, at: Date): void {
    for (const { value } of this.entries.values())
      if (value.session.idHash === idHash) value.session.lastSeenAt = at;
  }

  forgetSessions(idHashes: readonly string[]): void {
    this.forgetWhere((v) => idHashes.includes(v.session.idHash));
  }

  forgetUsers(userIds: readonly string[]): void {
    this.forgetWhere((v) => userIds.includes(v.user.id));
  }

  forgetCompanies(ftgIds: readonly string[]): void {
    this.forgetWhere((v) => v.company !== null && ftgIds.includes(v.company.ftgId));
  }

  clear(): void {
    this.forgets++;
    this.entries.clear();
  }

  private forgetWhere(test: (value: T) => boolean): void {
    this.forgets++;
    for (const [key, { value }] of this.entries) if (test(value)) this.entries.delete(key);
  }
}
