import { useTranslation } from 'react-i18next';
import { ERRORS } from '@lonportal/domain/errors/codes';
import type { TimeEntry } from '@lonportal/domain/time/entries';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { useStatusAction } from '../../lib/row-status/post-status-action';
import { useConfirm } from '../../ui/confirm';
import { useSnackbar } from '../../ui/snackbar';
import { useDeleteTimeEntry } from './api/delete-time-entry';
import { useFillFromSchedule } from './api/fill-from-schedule';
import type { TimeContext } from './use-time-context';

/**
 * The row editor's actions that open no dialog of their own: a removal asked first, rows as
 * scheduled in one click, and a day's approval taken back; each says when it is done.
 */
export function useEntryActions(ctx: TimeContext) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const remover = useDeleteTimeEntry(ctx.ftgId);
  const filler = useFillFromSchedule(ctx.ftgId);
  const unapprover = useStatusAction();

  const remove = async (row: TimeEntry) => {
    const answer = await confirm({
      title: t('timeReport.delete.title'),
      text: t('timeReport.delete.text', {
        date: row.Datum,
        code: `${row.TidKod} ${ctx.codeText(row.TidKod)}`.trim(),
      }),
      confirmText: t('timeReport.delete.confirm'),
      confirmColor: 'error',
    });
    if (answer !== 'confirm') return;
    remover.mutate(
      { id: row.Id, version: row.Version },
      {
        onSuccess: () => showSnackbar({ text: t('timeReport.delete.done'), color: 'success', timeout: 4000 }),
        onError: (err) =>
          showError(err, {
            color: 'warning',
            ...(isApiError(err, ERRORS.VersionConflict.code)
              ? { messageKey: 'timeReport.delete.conflict' }
              : {}),
          }),
      },
    );
  };

  const asScheduled = (anstNr: string, from: string, to: string) =>
    filler.mutate(
      { AnstNr: anstNr, From: from, To: to },
      {
        onSuccess: (result) =>
          showSnackbar({
            text:
              result.Skapade > 0
                ? t('timeReport.asScheduled.done', { n: result.Skapade })
                : t('timeReport.asScheduled.none'),
            color: result.Skapade > 0 ? 'success' : 'info',
            timeout: 4000,
          }),
        onError: (err) => showError(err),
      },
    );

  const takeBack = (row: TimeEntry) =>
    unapprover.mutate(
      { action: 'unapprove', anstNr: [row.AnstNr], period: { From: row.Datum, To: row.Datum } },
      {
        onSuccess: ({ Andrade }) =>
          showSnackbar({
            text: t('timeReport.takeBack.done', { date: row.Datum, count: Andrade }),
            color: Andrade > 0 ? 'success' : 'warning',
            timeout: 4000,
          }),
        onError: (err) => showError(err),
      },
    );

  return {
    remove,
    asScheduled,
    filling: filler.isPending,
    takeBack,
    takingBack: unapprover.isPending,
  };
}
