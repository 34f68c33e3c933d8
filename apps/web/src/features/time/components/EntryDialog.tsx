import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ERRORS } from '@lonportal/domain/errors/codes';
import {
  RES_DIMS,
  resEnhetField,
  type TimeEntry,
  type TimeEntryValues,
} from '@lonportal/domain/time/entries';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { AppDialog } from '../../../ui/AppDialog';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { useSnackbar } from '../../../ui/snackbar';
import { timeReportQueryOptions, timeReportsKey } from '../api/get-time-report';
import { useSaveTimeEntry } from '../api/save-time-entry';
import { ENTRY_FIELDS, entryFormSchema, entryValuesOf, type EntryFormValues } from '../entry-form';
import type { TimeContext } from '../use-time-context';
import { ConflictNotice, type Conflict } from './ConflictNotice';
import { EntryFields } from './EntryFields';

export interface EntryDialogProps {
  ctx: TimeContext;
  /** The row to edit, or null for a new one. */
  row: TimeEntry | null;
  /** The values the form starts with. */
  initial: EntryFormValues;
  onClose: () => void;
}

/** A cleared select holds null; the wire wants ''. */
const withEmptyStrings = (v: EntryFormValues): EntryFormValues => {
  const out = { ...v, Brukare: v.Brukare ?? '', TidKod: v.TidKod ?? '' };
  for (const n of RES_DIMS) out[resEnhetField(n)] = v[resEnhetField(n)] ?? '';
  return out;
};

/**
 * Adds or edits a time entry (SPEC §5). The form checks the wire rules and the company's mandatory
 * fields; the server's field errors land on the fields. When someone else changed the row in the
 * meantime (409) the dialog stays open with everything typed and offers to reload the row.
 */
export function EntryDialog({ ctx, row, initial, onClose }: EntryDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const save = useSaveTimeEntry(ctx.ftgId);
  const [target, setTarget] = useState({ id: row?.Id ?? null, version: row?.Version ?? 0 });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const readOnly = row !== null && !row.KanAndras;

  const resolver = useMemo<Resolver<EntryFormValues, unknown, TimeEntryValues>>(() => {
    const zod = zodResolver(entryFormSchema(ctx.rules)) as unknown as Resolver<
      EntryFormValues,
      unknown,
      TimeEntryValues
    >;
    return (values, context, options) => zod(withEmptyStrings(values), context, options);
  }, [ctx.rules]);
  const form = useForm<EntryFormValues, unknown, TimeEntryValues>({ resolver, defaultValues: initial });
  const { control, handleSubmit, setError, setValue, reset, formState } = form;

  const submit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      { id: target.id, version: target.version, values },
      {
        onSuccess: () => {
          showSnackbar({
            text: t(target.id ? 'timeReport.entry.updated' : 'timeReport.entry.created'),
            color: 'success',
            timeout: 4000,
          });
          onClose();
        },
        onError: (err) => {
          if (isApiError(err, ERRORS.VersionConflict.code)) return setConflict({ kind: 'conflict' });
          if (applyServerFieldErrors(err, ENTRY_FIELDS, setError)) return;
          setFailure(errorMessageKey(err));
        },
      },
    );
  });

  /** Reads the row as it is saved now; the form keeps what the user typed. */
  const reload = async () => {
    if (!row) return;
    const report = await queryClient.fetchQuery({
      ...timeReportQueryOptions(ctx.ftgId, row.AnstNr, { From: row.Datum, To: row.Datum }),
      staleTime: 0,
    });
    void queryClient.invalidateQueries({ queryKey: timeReportsKey(ctx.ftgId) });
    const saved = report.Rader.find((r) => r.Id === row.Id) ?? null;
    if (saved) setTarget({ id: saved.Id, version: saved.Version });
    setConflict({ kind: 'reloaded', saved });
  };

  const useSaved = (saved: TimeEntry) => {
    reset(entryValuesOf(saved));
    setConflict(null);
  };
  const saveAsNew = () => {
    setTarget({ id: null, version: 0 });
    setConflict(null);
  };

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
      persistent={save.isPending}
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button onClick={close}>
            {t(readOnly ? 'timeReport.action.close' : 'timeReport.action.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={save.isPending} disabled={savedLocked}>
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
          onReload={() => void reload()}
          onUseSaved={useSaved}
          onSaveAsNew={saveAsNew}
        />
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t(failure)}
        </Alert>
      )}
      <EntryFields control={control} setValue={setValue} ctx={ctx} disabled={readOnly} />
    </AppDialog>
  );
}
