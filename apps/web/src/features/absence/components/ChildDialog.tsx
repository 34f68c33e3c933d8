import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import {
  CHILD_DAYS_DEFAULT,
  ChildInputSchema,
  type Child,
  type ChildInput,
} from '@lonportal/domain/absence/children';
import { AppDialog } from '../../../ui/AppDialog';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormTextField } from '../../../ui/FormTextField';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import { useChildWrites } from '../api';
import { SaveActions, useDialogSave } from '../../../ui/dialog-save';

const FIELDS = ['PersNr', 'Namn', 'MaxDagar', 'IngaendeDagar'] as const;

interface Props {
  ftgId: string;
  anstNr: string;
  child: Child | null;
  /** Closed, with the child saved (or null when cancelled). */
  onClose: (saved: Child | null) => void;
}

/**
 * A child in the register (SPEC §3, §5 Child register): personal identity number, name, and the
 * vacation-earning parental-leave days allotted (120, 180 for a single parent) and already used.
 */
export function ChildDialog({ ftgId, anstNr, child, onClose }: Props) {
  const { t } = useTranslation();
  const { save } = useChildWrites(ftgId);
  const resolver = useMemo(() => zodResolver(ChildInputSchema) as unknown as Resolver<ChildInput>, []);
  const { control, handleSubmit, setError, formState } = useForm<ChildInput>({
    resolver,
    defaultValues: {
      PersNr: child?.PersNr ?? '',
      Namn: child?.Namn ?? '',
      MaxDagar: child?.MaxDagar ?? CHILD_DAYS_DEFAULT,
      IngaendeDagar: child?.IngaendeDagar ?? 0,
    },
  });
  const saving = useDialogSave(setError, FIELDS, onClose);
  const submit = handleSubmit((values) =>
    save.mutate(
      { anstNr, id: child?.Id ?? null, version: child?.Version ?? 0, values },
      saving.handlers('absence.child.saved'),
    ),
  );
  const close = useDiscardGuard(formState.isDirty, () => onClose(null));
  return (
    <AppDialog
      open
      onClose={close}
      persistent={save.isPending}
      title={t(child ? 'absence.child.editTitle' : 'absence.child.newTitle')}
      onSubmit={(event) => {
        // The child's form may sit inside another dialog's form: it submits on its own.
        event.stopPropagation();
        void submit(event);
      }}
      actions={<SaveActions onCancel={close} pending={save.isPending} submitText="absence.action.save" />}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {saving.alert}
        <FormTextField
          control={control}
          name="PersNr"
          label={t('absence.child.persNr')}
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <FormTextField control={control} name="Namn" label={t('absence.child.name')} required />
        <FormNumberField
          control={control}
          name="MaxDagar"
          label={t('absence.child.maxDays')}
          decimals={0}
          helperText={t('absence.child.maxDaysHelp')}
        />
        <FormNumberField
          control={control}
          name="IngaendeDagar"
          label={t('absence.child.incomingDays')}
          decimals={2}
        />
      </Stack>
    </AppDialog>
  );
}
