import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@lonportal/domain/errors/codes';
import type { TimeEntry } from '@lonportal/domain/time-reporting/entries';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import type { Period } from '../../lib/date-filter';
import { useConfirm } from '../../ui/confirm';
import { useSnackbar } from '../../ui/snackbar';
import { useDeleteTimeEntry } from './api/delete-time-entry';
import { CopyDialog, type CopyRequest } from './components/CopyDialog';
import { EntryDialog } from './components/EntryDialog';
import { FillDialog } from './components/FillDialog';
import { HistoryDialog } from './components/HistoryDialog';
import { entryValuesOf, newEntryValues, type EntryFormValues } from './entry-form';
import type { TimeContext } from './use-time-context';

type Open =
  | { kind: 'entry'; row: TimeEntry | null; initial: EntryFormValues; key: number }
  | { kind: 'history'; row: TimeEntry }
  | { kind: 'copy'; request: CopyRequest }
  | { kind: 'fill'; anstNr: string; period: Period };

export interface EntryEditor {
  /** A new row on `datum` for the selected employee. */
  add: (datum: string) => void;
  edit: (row: TimeEntry) => void;
  history: (row: TimeEntry) => void;
  remove: (row: TimeEntry) => void;
  copy: (request: CopyRequest) => void;
  fill: (anstNr: string, period: Period) => void;
  /** The open dialog, to render once on the page. */
  dialogs: ReactNode;
}

/** The row actions the time report and the calendar share, and their dialogs. */
export function useEntryEditor(ctx: TimeContext): EntryEditor {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const remover = useDeleteTimeEntry(ctx.ftgId);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

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
            ...(isApiError(err, ERRORS.VersionConflict.code) ? { messageKey: 'timeReport.delete.conflict' } : {}),
          }),
      },
    );
  };

  let dialogs: ReactNode = null;
  if (open?.kind === 'entry')
    dialogs = <EntryDialog key={open.key} ctx={ctx} row={open.row} initial={open.initial} onClose={close} />;
  else if (open?.kind === 'history')
    dialogs = <HistoryDialog ftgId={ctx.ftgId} row={open.row} onClose={close} />;
  else if (open?.kind === 'copy')
    dialogs = <CopyDialog ftgId={ctx.ftgId} request={open.request} onClose={close} />;
  else if (open?.kind === 'fill')
    dialogs = <FillDialog ctx={ctx} anstNr={open.anstNr} period={open.period} onClose={close} />;

  return {
    add: (datum) => {
      if (ctx.employee)
        setOpen({ kind: 'entry', row: null, initial: newEntryValues(ctx.employee, datum), key: Date.now() });
    },
    edit: (row) => setOpen({ kind: 'entry', row, initial: entryValuesOf(row), key: Date.now() }),
    history: (row) => setOpen({ kind: 'history', row }),
    remove: (row) => void remove(row),
    copy: (request) => setOpen({ kind: 'copy', request }),
    fill: (anstNr, period) => setOpen({ kind: 'fill', anstNr, period }),
    dialogs,
  };
}
