import { postPunch } from './api/post-punch';
import {
  flushQueue,
  parseQueue,
  serializeQueue,
  type FlushResult,
  type PunchQueue,
  type QueueStore,
} from './punch-queue';

// Where the queue of presses made offline (punch-queue.ts) is kept: localStorage, so that it
// survives a reload or a closed app (ADR 0018). The queue hook reads and changes it here; a send
// goes from here to the API client and never back into the hook.

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Calls `listener` whenever a queue changes, in this tab or another of the portal's. */
export function subscribeQueues(listener: () => void) {
  listeners.add(listener);
  // Another tab of the portal changed the queue.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored form of the queue under `key`. */
export const readRawQueue = (key: string): string | null => storage()?.getItem(key) ?? null;

/** The queue under `key`, read afresh and saved at once (telling every subscriber). */
export const queueStore = (key: string): QueueStore => ({
  load: () => parseQueue(readRawQueue(key)),
  save: (q: PunchQueue) => {
    const raw = serializeQueue(q);
    if (raw === null) storage()?.removeItem(key);
    else storage()?.setItem(key, raw);
    notify();
  },
});

/** One send of a queue at a time: after the one under way in this tab, and under a lock across tabs. */
const running = new Map<string, Promise<FlushResult>>();
export function flushInTurn(key: string): Promise<FlushResult> {
  const before = running.get(key) ?? Promise.resolve(null);
  const run = () => flushQueue(queueStore(key), postPunch);
  const locked = () =>
    typeof navigator.locks?.request === 'function'
      ? navigator.locks.request(`lonportal.punchQueue:${key}`, run)
      : run();
  const next = before.catch(() => null).then(locked);
  running.set(key, next);
  void next.finally(() => {
    if (running.get(key) === next) running.delete(key);
  });
  return next;
}
