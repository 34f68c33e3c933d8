/** Prints one user may have in progress at a time; a third answers 429 PrintsInProgress. */
export const PRINTS_PER_USER = 2;

/**
 * At most `max` prints at a time per user, so that one user's batch of large prints cannot fill the
 * render pool that everyone's prints share.
 *
 * Counted in this process's memory on purpose: what the bound protects is this server's CPU and
 * render pool, which are per process too. With several servers a user reaches at most `max` prints
 * on each, which is still at most `max` of any one pool; a shared count in PostgreSQL would need
 * leases and cleanup after a crash and would protect nothing more.
 */
export class PrintSlots {
  private readonly inUse = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a slot for `userId`: the function that gives it back, or null when all are taken. */
  take(userId: string): (() => void) | null {
    const n = this.inUse.get(userId) ?? 0;
    if (n >= this.max) return null;
    this.inUse.set(userId, n + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.inUse.get(userId) ?? 1) - 1;
      if (left > 0) this.inUse.set(userId, left);
      else this.inUse.delete(userId);
    };
  }
}
