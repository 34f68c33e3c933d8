import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { TimeEntry } from '@lonportal/domain/time/entries';
import { AppDialog } from '../../../ui/AppDialog';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import type { EntryFormValues } from '../entry-form';
import { useEntryForm } from '../use-entry-form';
import type { TimeContext } from '../use-time-context';
import { ConflictNotice } from './ConflictNotice';
import { EntryFields } from './EntryFields';

export interface EntryDialogProps {
  ctx: TimeContext;
  /** The row to edit, or null for a new one. */
  row: TimeEntry | null;
  /** The values the form starts with. */
  initial: EntryFormValues;
  onClose: () => void;
}

/**
 * Adds or edits a time entry (SPEC §5). The form checks the wire rules and the company's mandatory
 * fields; the server's field errors land on the fields. When someone else changed the row in the
 * meantime (409) the dialog stays open with everything typed and offers to reload the row.
 */
export function EntryDialog({ ctx, row, initial, onClose }: EntryDialogProps) {
  const { t } = useTranslation();
  const entry = useEntryForm(ctx, row, initial, onClose);
  const { conflict, saving } = entry;
  const { control, setValue, formState } = entry.form;
  const readOnly = row !== null && !row.KanAndras;

  // Escape, a click outside and Avbryt ask before throwing typed changes away.
  const close = useDiscardGuard(formState.isDirty && !readOnly, onClose);
  const savedLocked = conflict?.kind === 'reloaded' && conflict.saved !== null && !conflict.saved.KanAndras;
  const title = readOnly
    ? t('timeReport.entry.viewTitle')
    : row
      ? t('timeReport.entry.editTitle')
      : t('timeReport.entry.newTitle');

  return (
    <AppDialog
      open
      onClose={close}
      title={title}
      persistent={saving}
      onSubmit={(event) => void entry.submit(event)}
      actions={
        <>
          <Button onClick={close}>
            {t(readOnly ? 'timeReport.action.close' : 'timeReport.action.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={saving} disabled={savedLocked}>
              {t('timeReport.action.save')}
            </Button>
          )}
        </>
      }
    >
      {readOnly && row && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(row.LastOrsak || 'timeReport.locked.approved')}
        </Alert>
      )}
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          ctx={ctx}
          onReload={() => void entry.reload()}
          onUseSaved={entry.useSaved}
          onSaveAsNew={entry.saveAsNew}
        />
      )}
      {entry.failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t(entry.failure)}
        </Alert>
      )}
      <EntryFields control={control} setValue={setValue} ctx={ctx} disabled={readOnly} />
    </AppDialog>
  );
}
