import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@lonportal/domain/errors/codes';
import {
  RES_DIMS,
  resEnhetField,
  type TimeEntry,
  type TimeEntryValues,
} from '@lonportal/domain/time/entries';
import { errorMessageKey, isApiError } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { timeReportQueryOptions, timeReportsKey } from './api/get-time-report';
import { useSaveTimeEntry } from './api/save-time-entry';
import type { Conflict } from './components/ConflictNotice';
import { ENTRY_FIELDS, entryFormSchema, entryValuesOf, type EntryFormValues } from './entry-form';
import type { TimeContext } from './use-time-context';

/** A cleared select holds null; the wire wants ''. */
const withEmptyStrings = (v: EntryFormValues): EntryFormValues => {
  const out = { ...v, Brukare: v.Brukare ?? '', TidKod: v.TidKod ?? '' };
  for (const n of RES_DIMS) out[resEnhetField(n)] = v[resEnhetField(n)] ?? '';
  return out;
};

/**
 * The entry dialog's form and its save (SPEC §5): the wire rules and the company's mandatory
 * fields checked, the server's field errors on the fields, any other failure kept for the dialog;
 * a version conflict (409) keeps everything typed and offers to reload the row, then to take
 * the saved values or save what was typed as a new row.
 */
export function useEntryForm(
  ctx: TimeContext,
  row: TimeEntry | null,
  initial: EntryFormValues,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const save = useSaveTimeEntry(ctx.ftgId);
  const [target, setTarget] = useState({ id: row?.Id ?? null, version: row?.Version ?? 0 });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const resolver = useMemo<Resolver<EntryFormValues, unknown, TimeEntryValues>>(() => {
    const zod = zodResolver(entryFormSchema(ctx.rules)) as unknown as Resolver<
      EntryFormValues,
      unknown,
      TimeEntryValues
    >;
    return (values, context, options) => zod(withEmptyStrings(values), context, options);
  }, [ctx.rules]);
  const form = useForm<EntryFormValues, unknown, TimeEntryValues>({ resolver, defaultValues: initial });

  const submit = form.handleSubmit((values) => {
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
          if (applyServerFieldErrors(err, ENTRY_FIELDS, form.setError)) return;
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

  return {
    form,
    submit,
    saving: save.isPending,
    failure,
    conflict,
    reload,
    useSaved: (saved: TimeEntry) => {
      form.reset(entryValuesOf(saved));
      setConflict(null);
    },
    saveAsNew: () => {
      setTarget({ id: null, version: 0 });
      setConflict(null);
    },
  };
}
