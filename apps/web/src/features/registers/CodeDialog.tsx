import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ERRORS } from '@lonportal/domain/errors/codes';
import type { CodeCreate, CodeRegister, CodeUpdate } from '@lonportal/domain/registers/codes';
import { errorMessageKey, isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { AppDialog } from '../../ui/AppDialog';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { putChangesOverTheirs } from '../../ui/changes-over-theirs';
import { SaveActions } from '../../ui/dialog-save';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { useDiscardGuard } from '../../ui/use-discard-guard';
import {
  codeOf,
  keyFieldsOf,
  registerCodesQueryOptions,
  useCreateCode,
  useUpdateCode,
  type RegisterRow,
} from './api/codes';
import { codeFormField, codeFormOf, codeResolver, type CodeFormValues } from './code-form';
import { dimensionName } from './code-texts';
import { CodeFields } from './CodeFields';

type AnyEntry = RegisterRow;

/**
 * A row of a code register: a new one's code and fields, or a saved one's fields and whether it is
 * closed (a closed row is offered to no one new, and what used it keeps its name). A save is made
 * on the version the row was read at; when someone else saved first, the form shows theirs with
 * this person's changes put back on top (ARCHITECTURE "Concurrency").
 */
export function CodeDialog({
  ftgId,
  kind,
  read,
  live,
  onClose,
}: {
  ftgId: string;
  kind: CodeRegister;
  /** The row as it was when the dialog opened; null for a new one. */
  read: AnyEntry | null;
  /** The row as the list has it now: null once someone else deleted it. */
  live: AnyEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const create = useCreateCode(ftgId, kind);
  const update = useUpdateCode(ftgId, kind);
  const isNew = read === null;
  const [base, setBase] = useState(read);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => codeResolver(kind, isNew), [kind, isNew]);
  const form = useForm<CodeFormValues>({ resolver, defaultValues: codeFormOf(kind, read) });
  const { control, handleSubmit, reset, setError, formState } = form;
  const gone = base !== null && live === null;

  // Another administrator saved the row (heard over /ws): an untouched form shows it at once.
  useEffect(() => {
    if (live && base && !formState.isDirty && live.Version > base.Version) {
      setBase(live);
      reset(codeFormOf(kind, live));
    }
  }, [live, base, formState.isDirty, reset, kind]);

  /** Someone saved first: show theirs with this person's changes put back on top. */
  async function keepChangesOverTheirs(row: AnyEntry) {
    const list = (await queryClient.fetchQuery(
      registerCodesQueryOptions(ftgId, kind),
    )) as unknown as AnyEntry[];
    const fresh = list.find((r) => codeOf(kind, r) === codeOf(kind, row));
    if (!fresh) return;
    setBase(fresh);
    putChangesOverTheirs(form, codeFormOf(kind, row), codeFormOf(kind, fresh));
    setConflict(true);
  }

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (!base) {
        await create.mutateAsync(values as unknown as CodeCreate<CodeRegister>);
        showSnackbar({ text: t(`registers.${kind}.created`), color: 'success', timeout: 4000 });
      } else {
        const body = { ...values, Version: base.Version } as unknown as CodeUpdate<CodeRegister>;
        await update.mutateAsync({ row: base, body });
        showSnackbar({ text: t(`registers.${kind}.saved`), color: 'success', timeout: 4000 });
      }
      onClose();
    } catch (err) {
      if (base && isApiError(err, ERRORS.VersionConflict.code)) {
        await keepChangesOverTheirs(base).catch((loadErr: unknown) => setFailure(errorMessageKey(loadErr)));
        return;
      }
      if (applyServerFieldErrors(err, codeFormField(kind, isNew), setError)) return;
      setFailure(errorMessageKey(err));
    }
  });
  const pending = formState.isSubmitting;
  const close = useDiscardGuard(formState.isDirty, onClose);
  return (
    <AppDialog
      open
      onClose={close}
      persistent={pending}
      width={kind === 'schedules' ? 760 : undefined}
      title={t(isNew ? `registers.${kind}.new` : `registers.${kind}.edit`)}
      onSubmit={(event) => void submit(event)}
      actions={
        <SaveActions
          onCancel={close}
          pending={pending}
          submitText={isNew ? `registers.${kind}.create` : 'registers.save'}
        />
      }
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{t(failure)}</Alert>}
          {conflict && <Alert severity="warning">{t('registers.codes.conflict')}</Alert>}
          {gone && <Alert severity="warning">{t('registers.codes.gone')}</Alert>}
          <fieldset disabled={pending || gone} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Stack spacing={2}>
              <KeyFields kind={kind} saved={base} />
              <CodeFields ftgId={ftgId} kind={kind} />
              {!isNew && (
                <FormCheckbox
                  control={control}
                  name="Stangd"
                  label={t('registers.codes.fields.Stangd')}
                  helperText={t('registers.codes.help.Stangd')}
                />
              )}
            </Stack>
          </fieldset>
        </Stack>
      </FormProvider>
    </AppDialog>
  );
}

/**
 * The row's code: typed for a new row (a result unit's dimension chosen), shown and not changed for
 * a saved one, as payroll and what used it know it by it.
 */
function KeyFields({ kind, saved }: { kind: CodeRegister; saved: AnyEntry | null }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const { control } = useFormContext<CodeFormValues>();
  const label = (field: string) => t(`registers.${kind}.fields.${field}`);
  if (saved) {
    const row: Record<string, unknown> = saved;
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {keyFieldsOf(kind).map((field) => (
          <TextField
            key={field}
            label={label(field)}
            value={
              field === 'Dim' ? dimensionName({ t, ftg: me.FtgInfo }, Number(row[field])) : String(row[field])
            }
            helperText={t('registers.codes.help.keySaved')}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
          />
        ))}
      </Stack>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {keyFieldsOf(kind).map((field, i) =>
        field === 'Dim' ? (
          <FormSelect
            key={field}
            control={control}
            name="Dim"
            label={label(field)}
            options={[1, 2, 3, 4, 5, 6].map((n) => ({
              value: n,
              label: dimensionName({ t, ftg: me.FtgInfo }, n),
            }))}
            searchable={false}
            autoFocus={i === 0}
            required
          />
        ) : (
          <FormTextField
            key={field}
            control={control}
            name={field as 'Namn'}
            label={label(field)}
            helperText={kind === 'goodsgroups' ? undefined : t('registers.codes.help.code')}
            required
            autoFocus={i === 0}
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
        ),
      )}
    </Stack>
  );
}
