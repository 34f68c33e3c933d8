import { useMemo } from 'react';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LeavePlanInputSchema,
  type LeavePlan,
  type LeavePlanInput,
} from '@lonportal/domain/leave/leave-plan';
import { useDepartments } from '../../../lib/reference-lists/get-avdelning';
import { AppDialog } from '../../../ui/AppDialog';
import { FormDateField } from '../../../ui/FormDateField';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormTextField } from '../../../ui/FormTextField';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import { SaveActions, useDialogSave } from '../../../ui/dialog-save';
import { useLeavePlanWrites } from '../planner-api';

const FIELDS = ['Namn', 'From', 'To', 'SistaOnskedag'] as const;

/** A planning period: its name, its days, the last day for wishes and each department's minimum staffing. */
export function LeavePlanDialog({
  ftgId,
  plan,
  onClose,
}: {
  ftgId: string;
  plan: LeavePlan | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { save } = useLeavePlanWrites(ftgId);
  const resolver = useMemo(
    () => zodResolver(LeavePlanInputSchema) as unknown as Resolver<LeavePlanInput>,
    [],
  );
  const { control, handleSubmit, setError, formState } = useForm<LeavePlanInput>({
    resolver,
    defaultValues: {
      Namn: plan?.Namn ?? '',
      From: plan?.From ?? '',
      To: plan?.To ?? '',
      SistaOnskedag: plan?.SistaOnskedag ?? '',
      MinBemanning: plan?.MinBemanning ?? {},
    },
  });
  const saving = useDialogSave(setError, FIELDS, onClose);
  const submit = handleSubmit((values) => {
    const MinBemanning = Object.fromEntries(
      Object.entries(values.MinBemanning).filter(([, n]) => typeof n === 'number' && n > 0),
    );
    save.mutate(
      { id: plan?.Id ?? null, version: plan?.Version ?? 0, values: { ...values, MinBemanning } },
      saving.handlers('leavePlanner.saved'),
    );
  });
  const close = useDiscardGuard(formState.isDirty, onClose);
  return (
    <AppDialog
      open
      onClose={close}
      persistent={save.isPending}
      title={t(plan ? 'leavePlanner.editTitle' : 'leavePlanner.newTitle')}
      onSubmit={(event) => void submit(event)}
      actions={<SaveActions onCancel={close} pending={save.isPending} submitText="absence.action.save" />}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {saving.alert}
        <FormTextField
          control={control}
          name="Namn"
          label={t('leavePlanner.field.name')}
          required
          autoFocus
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField control={control} name="From" label={t('leave.field.from')} required fullWidth />
          <FormDateField control={control} name="To" label={t('leave.field.to')} required fullWidth />
        </Stack>
        <FormDateField
          control={control}
          name="SistaOnskedag"
          label={t('leavePlanner.field.deadline')}
          helperText={t('leavePlanner.field.deadlineHelp')}
          required
        />
        <MinStaffingFields control={control} ftgId={ftgId} />
      </Stack>
    </AppDialog>
  );
}

/** Each department's minimum staffing, against which the plan's coverage is told. */
function MinStaffingFields({ control, ftgId }: { control: Control<LeavePlanInput>; ftgId: string }) {
  const { t } = useTranslation();
  const departments = useDepartments(ftgId).data ?? [];
  return (
    <>
      {departments.length > 0 && (
        <Typography variant="subtitle2" component="h3">
          {t('leavePlanner.field.minStaffing')}
        </Typography>
      )}
      {departments.map((d) => (
        <FormNumberField
          key={d.Avdelning}
          control={control}
          name={`MinBemanning.${d.Avdelning}`}
          label={d.Namn}
          decimals={0}
        />
      ))}
    </>
  );
}
