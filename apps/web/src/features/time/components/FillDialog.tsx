import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { errorMessageKey } from '../../../lib/api-client';
import { type Period, todayIso } from '../../../lib/date-filter';
import { AppDialog } from '../../../ui/AppDialog';
import { FormCheckbox } from '../../../ui/FormCheckbox';
import { FormSelect, type SelectOption } from '../../../ui/FormSelect';
import { useSnackbar } from '../../../ui/snackbar';
import { useFillFromSchedule } from '../api/fill-from-schedule';
import type { TimeContext } from '../use-time-context';

interface Props {
  ctx: TimeContext;
  anstNr: string;
  period: Period;
  onClose: () => void;
}

/**
 * Fills the period from the schedule: a row with the schedule's times and hours on each scheduled
 * day that has no rows, with the chosen code or the employee's usual one. Days that have not
 * happened yet are filled only when asked, and the dialog says what that means.
 */
export function FillDialog({ ctx, anstNr, period, onClose }: Props) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const fill = useFillFromSchedule(ctx.ftgId);
  const { control, handleSubmit } = useForm<{ TidKod: string | null; MedFramtida: boolean }>({
    defaultValues: { TidKod: null, MedFramtida: false },
  });
  // Days after today exist in the period only while it is going on or still ahead.
  const hasFuture = period.To > todayIso();
  const options: SelectOption[] = ctx.employeeCodes
    .filter((c) => ctx.kindOf(c.TidKod) === 'attendance')
    .map((c) => ({ value: c.TidKod, label: `${c.TidKod} ${c.BenText}` }));

  const submit = handleSubmit(({ TidKod, MedFramtida }) =>
    fill.mutate(
      {
        AnstNr: anstNr,
        From: period.From,
        To: period.To,
        ...(TidKod ? { TidKod } : {}),
        ...(MedFramtida && hasFuture ? { MedFramtida } : {}),
      },
      {
        onSuccess: (result) => {
          showSnackbar({
            text: t('timeReport.fill.done', { n: result.Skapade }),
            color: 'success',
            timeout: 4000,
          });
          onClose();
        },
      },
    ),
  );

  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={fill.isPending}
      title={t('timeReport.fill.title')}
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button onClick={onClose}>{t('timeReport.action.cancel')}</Button>
          <Button type="submit" variant="contained" loading={fill.isPending}>
            {t('timeReport.fill.submit')}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('timeReport.fill.text', { from: period.From, to: period.To })}
      </DialogContentText>
      {fill.error && !fill.isPending && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(errorMessageKey(fill.error))}
        </Alert>
      )}
      <FormSelect
        control={control}
        name="TidKod"
        label={t('timeReport.fill.code')}
        options={options}
        clearable
        helperText={t('timeReport.fill.codeHelp')}
      />
      {hasFuture && (
        <FormCheckbox
          control={control}
          name="MedFramtida"
          label={t('timeReport.fill.future')}
          helperText={t('timeReport.fill.futureHelp')}
        />
      )}
    </AppDialog>
  );
}
