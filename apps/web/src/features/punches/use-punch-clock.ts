import { useTranslation } from 'react-i18next';
import type { PunchAction } from '@lonportal/domain/punches/punches';
import { NetworkError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { useSession } from '../../lib/session';
import { useNow } from '../../lib/today';
import { useSnackbar } from '../../ui/snackbar';
import { useOpenPunch } from './api/get-open-punch';
import { usePunch } from './api/post-punch';
import { clockAfter, newPunchKey } from './punch-queue';
import { clockButtons } from './punch-view';
import { usePunchQueue } from './use-punch-queue';

const DONE_KEY: Record<PunchAction, string> = {
  in: 'punches.done.in',
  ut: 'punches.done.out',
  rastStart: 'punches.done.breakStart',
  rastSlut: 'punches.done.breakEnd',
};

/**
 * The punch clock of the user's own employee: the open punch on the server's clock, the presses
 * waiting on the device, and `press`, which sends a press now or, offline or behind waiting
 * presses, queues it with the time it was made (ADR 0018). The clock shows the queued presses.
 */
export function usePunchClock(ftgId: string) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const { me } = useSession();
  const open = useOpenPunch(ftgId, true);
  const punch = usePunch(ftgId);
  const queue = usePunchQueue(ftgId, me.UserAccount.Login);
  const offsetMs = open.data?.offsetMs ?? 0;
  // The time on the server's clock, moving every second.
  const serverNow = new Date(useNow() + offsetMs);
  const current = open.data?.Stampling ?? null;
  const pending = queue.queue.pending;
  // The clock as it will be once the waiting presses are sent.
  const view = clockAfter(current, pending);
  const shown = pending.length === 0 ? current : null;
  // A punch-in still waiting has the device's time: its time since is counted on the device's clock.
  const now = view && view.In !== current?.In ? new Date(serverNow.getTime() - offsetMs) : serverNow;

  const press = (action: PunchAction) => {
    const pressed = { Nyckel: newPunchKey(), Action: action, Tid: new Date().toISOString() };
    const later = () => {
      queue.enqueue(pressed);
      showSnackbar({ text: t('punches.queue.queued'), color: 'info', timeout: 6000 });
    };
    if (!navigator.onLine) return later();
    if (pending.length > 0) {
      // After the presses that wait, in order.
      queue.enqueue(pressed);
      return void queue.flush();
    }
    punch.mutate(
      { Action: action, Nyckel: pressed.Nyckel },
      {
        onSuccess: () => showSnackbar({ text: t(DONE_KEY[action]), color: 'success', timeout: 4000 }),
        // The answer never came: the press may or may not have arrived; its key makes sending it
        // again safe.
        onError: (err) => (err instanceof NetworkError ? later() : showError(err, { color: 'warning' })),
      },
    );
  };

  return {
    serverNow,
    now,
    view,
    /** The server's open punch, while no press waits. */
    shown,
    buttons: clockButtons(view, now),
    busy: punch.isPending || (open.isPending && pending.length === 0),
    press,
    queue: queue.queue,
    dismiss: queue.dismiss,
  };
}
