import { useTranslation } from 'react-i18next';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { showError } from '../../lib/api-errors';
import { useConfirm } from '../../ui/confirm';
import { useSnackbar } from '../../ui/snackbar';
import { useCloseFromSchedule } from './api/close-from-schedule';
import { useDeletePunch } from './api/delete-punch';
import { failureKey } from './punch-failure';
import { punchTimeText, wallTime } from './punch-view';

/**
 * Says how a change went. Awaited rather than per-call callbacks: the component that asked (the
 * forgotten-punch notice, a row) is often gone once the lists have refetched.
 */
function useSettle() {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  return async (change: Promise<unknown>, doneKey: string) => {
    try {
      await change;
      showSnackbar({ text: t(doneKey), color: 'success', timeout: 4000 });
    } catch (err) {
      showError(err, { color: 'warning', messageKey: failureKey(err) });
    }
  };
}

/** "Stäng enligt schema" for a forgotten punch-out, after a confirmation naming the time. */
export function useCloseAction(ftgId: string) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const settle = useSettle();
  const mutation = useCloseFromSchedule(ftgId);
  const run = async (punch: Stampling) => {
    const answer = await confirm({
      title: t('punches.close.title'),
      text: t('punches.close.text', {
        date: punch.Datum,
        time: punch.SchemaSlut ? punchTimeText(punch.SchemaSlut, punch.Datum) : '',
      }),
      confirmText: t('punches.close.confirm'),
    });
    if (answer !== 'confirm') return;
    await settle(mutation.mutateAsync({ id: punch.Id, version: punch.Version }), 'punches.done.closed');
  };
  return { run: (punch: Stampling) => void run(punch), isPending: mutation.isPending };
}

/** Deleting a punch (and the time entry it became), after a confirmation. */
export function useDeleteAction(ftgId: string) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const settle = useSettle();
  const mutation = useDeletePunch(ftgId);
  const run = async (punch: Stampling) => {
    const answer = await confirm({
      title: t('punches.delete.title'),
      text: t('punches.delete.text', {
        date: punch.Datum,
        from: wallTime(punch.In),
        to: punchTimeText(punch.Ut, punch.Datum) || t('punches.list.open'),
      }),
      confirmText: t('punches.delete.confirm'),
      confirmColor: 'error',
    });
    if (answer !== 'confirm') return;
    await settle(mutation.mutateAsync({ id: punch.Id, version: punch.Version }), 'punches.done.deleted');
  };
  return { run: (punch: Stampling) => void run(punch), isPending: mutation.isPending };
}
