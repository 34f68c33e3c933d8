import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CodeRegister } from '@lonportal/domain/registers/codes';
import { useSession } from '../../lib/session';
import { AppDialog } from '../../ui/AppDialog';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { SaveActions } from '../../ui/dialog-save';
import { useDiscardGuard } from '../../ui/use-discard-guard';
import { keyFieldsOf, type RegisterRow } from './api/codes';
import type { CodeFormValues } from './code-form';
import { dimensionName } from './code-texts';
import { CodeFields } from './CodeFields';
import { useCodeForm } from './use-code-form';
import { useRegisterSection } from './register-section';

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
  const texts = useRegisterSection()(kind);
  const { form, submit, isNew, base, conflict, failure, gone } = useCodeForm(
    ftgId,
    kind,
    read,
    live,
    onClose,
  );
  const { control, formState } = form;
  const pending = formState.isSubmitting;
  const close = useDiscardGuard(formState.isDirty, onClose);
  return (
    <AppDialog
      open
      onClose={close}
      persistent={pending}
      width={kind === 'schedules' ? 760 : undefined}
      title={t(isNew ? `registers.${texts}.new` : `registers.${texts}.edit`)}
      onSubmit={(event) => void submit(event)}
      actions={
        <SaveActions
          onCancel={close}
          pending={pending}
          submitText={isNew ? `registers.${texts}.create` : 'registers.save'}
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
  const texts = useRegisterSection()(kind);
  const { control } = useFormContext<CodeFormValues>();
  const label = (field: string) => t(`registers.${texts}.fields.${field}`);
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
