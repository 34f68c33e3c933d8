import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import type { AbsenceReport } from '@lonportal/domain/absence/absence-reports';
import { addDays } from '@lonportal/domain/dates';
import { errorMessageKey } from '../../../lib/api-client';
import { todayIso } from '../../../lib/date-filter';
import { AppDialog } from '../../../ui/AppDialog';
import { FormDateField } from '../../../ui/FormDateField';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { useSnackbar } from '../../../ui/snackbar';
import { useAbsenceWrites } from '../api';

/**
 * Reports the employee well again (friskanmälan): the first day back, today unless told; the
 * report's rows end the day before.
 */
export function RecoveredDialog({
  ftgId,
  report,
  onClose,
}: {
  ftgId: string;
  report: AbsenceReport;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const { recover } = useAbsenceWrites(ftgId);
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayIso();
  const { control, handleSubmit, setError } = useForm<{ Frisk: string }>({
    defaultValues: { Frisk: report.Frisk ?? (today > report.From ? today : addDays(report.From, 1)) },
  });
  const submit = handleSubmit(({ Frisk }) => {
    setFailure(null);
    recover.mutate(
      { id: report.Id, version: report.Version, frisk: Frisk },
      {
        onSuccess: () => {
          showSnackbar({ text: t('absence.recovered.done'), color: 'success', timeout: 4000 });
          onClose();
        },
        onError: (err) => {
          if (applyServerFieldErrors(err, (f) => (f === 'Frisk' || f === 'From' ? 'Frisk' : null), setError))
            return;
          setFailure(errorMessageKey(err));
        },
      },
    );
  });
  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={recover.isPending}
      title={t('absence.recovered.title')}
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button onClick={onClose}>{t('absence.action.cancel')}</Button>
          <Button type="submit" variant="contained" loading={recover.isPending}>
            {t('absence.recovered.submit')}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('absence.recovered.text', { from: report.From })}
      </DialogContentText>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(failure)}
        </Alert>
      )}
      <FormDateField
        control={control}
        name="Frisk"
        label={t('absence.recovered.date')}
        minDate={addDays(report.From, 1)}
        required
        autoFocus
      />
    </AppDialog>
  );
}
