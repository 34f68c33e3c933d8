// Attest lists kept for a few seconds (SPEC §7 /attest): a list is built from every row of the
// period in scope, so managers who reload it, or several who look at the same one, share one build.
import type { AttestListEntry } from '@lonportal/domain';
import { deepFreeze } from '../../shared/kept-answers';

/** Lists kept at most per company before the oldest are dropped. */
const KEPT_PER_COMPANY = 200;

type Kept = { list: AttestListEntry[]; builtAt: number };

/**
 * Attest lists kept for a few seconds per company, period and scope (so that managers who reload
 * the list, or several who look at the same one, do not rebuild it from every row of the company).
 * The list depends only on those: the user's role and department are in the scope. A change of the
 * company's time, punches or anything else it publishes on the live bus (LISTEN/NOTIFY between
 * servers) drops its lists at once; a list built while such a change happened is not kept. A
 * request finds the drops of every change committed before it came, on whichever server made it:
 * the session lookup waits until this server's bus has caught up (ADR 0014 "Across servers"), and
 * the list needs a session. A change made past the app is seen once the list's time is up.
 */
export class AttestListCache {
  private readonly kept = new Map<string, Map<string, Kept>>();
  private readonly building = new Map<string, Promise<AttestListEntry[]>>();
  private readonly generations = new Map<string, number>();

  /** `keepMs`: how long a list is handed out (config ATTEST_LIST_KEEP_SECONDS; 0 keeps none). */
  constructor(private readonly keepMs = 10_000) {}

  /** Counts every change of all companies (an event without a company). */
  private everyone = 0;

  /**
   * The company's kept list under `key`, or the one `build` makes (shared by callers meanwhile).
   * `now` is the server's clock (ms), which the open punches' warnings are counted to.
   */
  async get(
    ftgId: string,
    key: string,
    now: number,
    build: () => Promise<AttestListEntry[]>,
  ): Promise<AttestListEntry[]> {
    const hit = this.kept.get(ftgId)?.get(key);
    if (hit && hit.builtAt <= now && now < hit.builtAt + this.keepMs) return hit.list;
    const slot = `${ftgId}|${key}`;
    const pending = this.building.get(slot);
    if (pending) return pending;
    const generation = this.generationOf(ftgId);
    const made = build()
      .then((list) => {
        // Frozen when kept, so that no caller changes what later ones are handed.
        if (this.keepMs === 0 || this.generationOf(ftgId) !== generation) return list;
        const frozen = deepFreeze(list);
        this.keep(ftgId, key, frozen, now);
        return frozen;
      })
      .finally(() => {
        if (this.building.get(slot) === made) this.building.delete(slot);
      });
    this.building.set(slot, made);
    return made;
  }

  /** Drops the company's lists (every company's for null) and any being built now. */
  changed(ftgId: string | null): void {
    if (ftgId === null) {
      this.everyone++;
      this.kept.clear();
      this.building.clear();
      return;
    }
    this.kept.delete(ftgId);
    this.generations.set(ftgId, (this.generations.get(ftgId) ?? 0) + 1);
    for (const slot of [...this.building.keys()])
      if (slot.startsWith(`${ftgId}|`)) this.building.delete(slot);
  }

  private generationOf(ftgId: string): string {
    return `${this.everyone}:${this.generations.get(ftgId) ?? 0}`;
  }

  private keep(ftgId: string, key: string, list: AttestListEntry[], builtAt: number): void {
    let lists = this.kept.get(ftgId);
    if (!lists) this.kept.set(ftgId, (lists = new Map()));
    if (lists.size >= KEPT_PER_COMPANY) lists.delete(lists.keys().next().value!);
    lists.set(key, { list, builtAt });
  }
}
