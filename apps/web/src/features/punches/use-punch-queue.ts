import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../ui/snackbar';
import { invalidatePunches, postPunch } from './api/post-punch';
import {
  flushQueue,
  parseQueue,
  punchQueueKey,
  serializeQueue,
  type FlushResult,
  type PunchQueue,
  type QueuedPunch,
  type QueueStore,
} from './punch-queue';

// The queue of presses made offline (punch-queue.ts), kept in localStorage so that it survives a
// reload or a closed app, and sent when the connection returns and whenever a clock is shown.

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
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

const readRaw = (key: string): string | null => storage()?.getItem(key) ?? null;

const storeFor = (key: string): QueueStore => ({
  load: () => parseQueue(readRaw(key)),
  save: (q: PunchQueue) => {
    const raw = serializeQueue(q);
    if (raw === null) storage()?.removeItem(key);
    else storage()?.setItem(key, raw);
    notify();
  },
});

const send = (p: QueuedPunch) => postPunch({ Action: p.Action, Nyckel: p.Nyckel, Tid: p.Tid });

/** One send of a queue at a time: after the one under way in this tab, and under a lock across tabs. */
const running = new Map<string, Promise<FlushResult>>();
function flushInTurn(key: string): Promise<FlushResult> {
  const before = running.get(key) ?? Promise.resolve(null);
  const run = () => flushQueue(storeFor(key), send);
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

/**
 * The user's queue of presses in a company: what waits ("Skickas när anslutningen är tillbaka"),
 * what the server refused, and adding, sending and dismissing. Sends on mount and when the
 * browser comes back online; a send that made or refused anything refreshes the punches.
 */
export function usePunchQueue(ftgId: string, login: string) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const key = punchQueueKey(ftgId, login);
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  const queue = useMemo(() => parseQueue(raw), [raw]);

  const flush = useCallback(async () => {
    if (!navigator.onLine || storeFor(key).load().pending.length === 0) return;
    const result = await flushInTurn(key).catch(() => ({ sent: 0, refused: 0 }));
    if (result.sent + result.refused > 0) await invalidatePunches(queryClient, ftgId);
    if (result.sent > 0) showSnackbar({ text: t('punches.queue.sent'), color: 'success', timeout: 4000 });
  }, [key, ftgId, queryClient, showSnackbar, t]);

  const enqueue = useCallback(
    (press: QueuedPunch) => {
      const store = storeFor(key);
      const q = store.load();
      store.save({ ...q, pending: [...q.pending, press] });
    },
    [key],
  );

  const dismiss = useCallback(
    (nyckel: string) => {
      const store = storeFor(key);
      const q = store.load();
      store.save({ ...q, rejected: q.rejected.filter((r) => r.Nyckel !== nyckel) });
    },
    [key],
  );

  useEffect(() => {
    const onOnline = () => void flush();
    onOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  return { queue, enqueue, flush, dismiss };
}
