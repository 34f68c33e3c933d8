import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DepartmentCreateSchema,
  DepartmentUpdateSchema,
  type DepartmentEntry,
} from '@lonportal/domain/registers/department';
import { AppDialog } from '../../ui/AppDialog';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormTextField } from '../../ui/FormTextField';
import { SaveActions, useDialogSave } from '../../ui/dialog-save';
import { useDiscardGuard } from '../../ui/use-discard-guard';
import { useCreateDepartment, useUpdateDepartment } from './api/departments';

/** A new department's code and name, or a saved one's version, name and whether it is closed. */
interface DepartmentFormValues {
  Avdelning?: string;
  Namn: string;
  Stangd?: boolean;
  Version?: number;
}
const FIELDS = ['Avdelning', 'Namn', 'Stangd'] as const;

/**
 * A department (avdelning): a new one's code and name, or a saved one's name and whether it is
 * closed. A closed department is offered to no one, and what was reported under it keeps its name.
 */
export function DepartmentDialog({
  ftgId,
  department,
  onClose,
}: {
  ftgId: string;
  department: DepartmentEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateDepartment(ftgId);
  const update = useUpdateDepartment(ftgId);
  const isNew = department === null;
  const resolver = useMemo(
    () =>
      zodResolver(
        isNew ? DepartmentCreateSchema : DepartmentUpdateSchema,
      ) as unknown as Resolver<DepartmentFormValues>,
    [isNew],
  );
  // The schemas are strict: the form holds the fields of a new department, or those of an edit.
  const { control, handleSubmit, setError, formState } = useForm<DepartmentFormValues>({
    resolver,
    defaultValues: department
      ? { Version: department.Version, Namn: department.Namn, Stangd: department.Stangd }
      : { Avdelning: '', Namn: '' },
  });
  const saving = useDialogSave(setError, FIELDS, onClose);
  const submit = handleSubmit((values) => {
    if (!department)
      create.mutate(
        { Avdelning: values.Avdelning ?? '', Namn: values.Namn },
        saving.handlers('registers.departments.created'),
      );
    else
      update.mutate(
        {
          avdelning: department.Avdelning,
          body: { Version: department.Version, Namn: values.Namn, Stangd: values.Stangd ?? false },
        },
        saving.handlers('registers.departments.saved'),
      );
  });
  const pending = create.isPending || update.isPending;
  const close = useDiscardGuard(formState.isDirty, onClose);
  return (
    <AppDialog
      open
      onClose={close}
      persistent={pending}
      title={t(isNew ? 'registers.departments.new' : 'registers.departments.edit')}
      onSubmit={(event) => void submit(event)}
      actions={
        <SaveActions
          onCancel={close}
          pending={pending}
          submitText={isNew ? 'registers.departments.create' : 'registers.save'}
        />
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {saving.alert}
        {department ? (
          <TextField
            label={t('registers.departments.fields.Avdelning')}
            value={department.Avdelning}
            helperText={t('registers.departments.help.AvdelningSaved')}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        ) : (
          <FormTextField
            control={control}
            name="Avdelning"
            label={t('registers.departments.fields.Avdelning')}
            helperText={t('registers.departments.help.Avdelning')}
            required
            autoFocus
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
        )}
        <FormTextField
          control={control}
          name="Namn"
          label={t('registers.departments.fields.Namn')}
          required
          autoFocus={!isNew}
        />
        {!isNew && (
          <FormCheckbox
            control={control}
            name="Stangd"
            label={t('registers.departments.fields.Stangd')}
            helperText={t('registers.departments.help.Stangd')}
          />
        )}
      </Stack>
    </AppDialog>
  );
}
