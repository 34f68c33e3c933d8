import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../ui/snackbar';
import { invalidatePunches } from './api/punch-cache';
import { parseQueue, punchQueueKey, type QueuedPunch } from './punch-queue';
import { flushInTurn, queueStore, readRawQueue, subscribeQueues } from './punch-queue-store';

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
    subscribeQueues,
    () => readRawQueue(key),
    () => null,
  );
  const queue = useMemo(() => parseQueue(raw), [raw]);

  const flush = useCallback(async () => {
    if (!navigator.onLine || queueStore(key).load().pending.length === 0) return;
    const result = await flushInTurn(key).catch(() => ({ sent: 0, refused: 0 }));
    if (result.sent + result.refused > 0) await invalidatePunches(queryClient, ftgId);
    if (result.sent > 0) showSnackbar({ text: t('punches.queue.sent'), color: 'success', timeout: 4000 });
  }, [key, ftgId, queryClient, showSnackbar, t]);

  const enqueue = useCallback(
    (press: QueuedPunch) => {
      const store = queueStore(key);
      const q = store.load();
      store.save({ ...q, pending: [...q.pending, press] });
    },
    [key],
  );

  const dismiss = useCallback(
    (nyckel: string) => {
      const store = queueStore(key);
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
