import { useMemo } from 'react';
import { useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LeaveInputSchema, type LeaveApplication, type LeaveInput } from '@lonportal/domain/leave/leave';
import { isValidIsoDate } from '@lonportal/domain/validation/dates';
import { todayIso } from '../../../lib/date-filter';
import { AppDialog } from '../../../ui/AppDialog';
import { FormDateField } from '../../../ui/FormDateField';
import { FormSelect, type SelectOption } from '../../../ui/FormSelect';
import { FormTextField } from '../../../ui/FormTextField';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import type { TidKod } from '../../time';
import { countLeave, leaveKey, useLeaveWrites } from '../api';
import { degreeOptions, formatDays } from '../../absence';
import { SaveActions, useDialogSave } from '../../../ui/dialog-save';

const FIELDS = ['TidKod', 'From', 'To', 'Omfattning', 'Kommentar'] as const;

interface Props {
  ftgId: string;
  anstNr: string;
  /** The employee's absence codes. */
  codes: readonly TidKod[];
  application: LeaveApplication | null;
  onClose: () => void;
}

/**
 * A leave application: the kind of leave (the employee's absence codes), the days, a
 * part of each day, a comment; while typing it shows how many working days of the employee's
 * schedule the range takes, holidays excluded.
 */
export function LeaveDialog({ ftgId, anstNr, codes, application, onClose }: Props) {
  const { t } = useTranslation();
  const { save } = useLeaveWrites(ftgId);
  const resolver = useMemo(() => zodResolver(LeaveInputSchema) as unknown as Resolver<LeaveInput>, []);
  const vacation = codes.find((c) => c.Typ === 'SEMESTER')?.TidKod ?? codes[0]?.TidKod ?? '';
  const { control, handleSubmit, setError, formState } = useForm<LeaveInput>({
    resolver,
    defaultValues: {
      AnstNr: anstNr,
      TidKod: application?.TidKod ?? vacation,
      From: application?.From ?? todayIso(),
      To: application?.To ?? todayIso(),
      Omfattning: application?.Omfattning ?? 100,
      Kommentar: application?.Kommentar ?? '',
    },
  });
  const options: SelectOption[] = codes.map((c) => ({ value: c.TidKod, label: `${c.TidKod} ${c.BenText}` }));

  const saving = useDialogSave(setError, FIELDS, onClose);
  const submit = handleSubmit((values) =>
    save.mutate(
      { id: application?.Id ?? null, version: application?.Version ?? 0, values },
      saving.handlers(application ? 'leave.saved' : 'leave.applied'),
    ),
  );
  const close = useDiscardGuard(formState.isDirty, onClose);

  return (
    <AppDialog
      open
      onClose={close}
      persistent={save.isPending}
      title={t(application ? 'leave.editTitle' : 'leave.newTitle')}
      onSubmit={(event) => void submit(event)}
      actions={
        <SaveActions
          onCancel={close}
          pending={save.isPending}
          submitText={application ? 'absence.action.save' : 'leave.action.apply'}
        />
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {saving.alert}
        <FormSelect
          control={control}
          name="TidKod"
          label={t('leave.field.kind')}
          options={options}
          required
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField control={control} name="From" label={t('leave.field.from')} required fullWidth />
          <FormDateField control={control} name="To" label={t('leave.field.to')} required fullWidth />
        </Stack>
        <FormSelect
          control={control}
          name="Omfattning"
          label={t('absence.field.degree')}
          options={degreeOptions(t)}
        />
        <LeaveCount control={control} ftgId={ftgId} anstNr={anstNr} />
        <FormTextField
          control={control}
          name="Kommentar"
          label={t('absence.field.comment')}
          multiline
          minRows={2}
        />
      </Stack>
    </AppDialog>
  );
}

/**
 * How many working days of the employee's schedule the range takes, holidays excluded, counted
 * by the server as the days and the degree are typed.
 */
function LeaveCount({
  control,
  ftgId,
  anstNr,
}: {
  control: Control<LeaveInput>;
  ftgId: string;
  anstNr: string;
}) {
  const { t, i18n } = useTranslation();
  const [From, To, Omfattning] = useWatch({ control, name: ['From', 'To', 'Omfattning'] });
  const countable = isValidIsoDate(From) && isValidIsoDate(To) && From <= To;
  const count = useQuery({
    queryKey: [...leaveKey(ftgId), 'berakna', anstNr, From, To, Omfattning] as const,
    queryFn: ({ signal }) => countLeave({ AnstNr: anstNr, From, To, Omfattning }, signal),
    enabled: countable,
    staleTime: 60_000,
    retry: false,
    meta: { errorMessage: false },
  });
  return (
    <Alert severity="info" role="status" aria-live="polite" data-testid="leave-count">
      {!countable
        ? t('leave.count.pick')
        : count.data
          ? t('leave.count.result', {
              days: formatDays(count.data.Dagar, i18n.language),
              hours: formatDays(count.data.Timmar, i18n.language),
            })
          : count.isError
            ? t('leave.count.failed')
            : t('leave.count.counting')}
    </Alert>
  );
}
