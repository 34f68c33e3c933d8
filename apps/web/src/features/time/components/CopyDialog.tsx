import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { addDays } from '@lonportal/domain/dates';
import { zIsoDate } from '@lonportal/domain/validation/zod';
import { errorMessageKey } from '../../../lib/api-client';
import { periodContaining } from '../../../lib/date-filter';
import { AppDialog } from '../../../ui/AppDialog';
import { FormDateField } from '../../../ui/FormDateField';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { useSnackbar } from '../../../ui/snackbar';
import { useCopyEntries } from '../api/copy-entries';

const CopyFormSchema = z.object({ TillDatum: zIsoDate() });
type CopyForm = z.infer<typeof CopyFormSchema>;

export interface CopyRequest {
  anstNr: string;
  /** The day copied, or the first day of the week copied. */
  from: string;
  days: 1 | 7;
}

interface Props {
  ftgId: string;
  request: CopyRequest;
  onClose: () => void;
}

/** The date a copy goes to unless the user picks another: the next day, or the next week's Monday. */
export const defaultCopyTarget = (request: Pick<CopyRequest, 'from' | 'days'>): string =>
  request.days === 1 ? addDays(request.from, 1) : addDays(periodContaining('W', request.from).From, 7);

/** Copies a day's or a week's rows onto another date; rows already there are kept. */
export function CopyDialog({ ftgId, request, onClose }: Props) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const copy = useCopyEntries(ftgId);
  const { control, handleSubmit, setError } = useForm<CopyForm>({
    resolver: zodResolver(CopyFormSchema),
    defaultValues: { TillDatum: defaultCopyTarget(request) },
  });
  const to = request.days === 1 ? request.from : addDays(request.from, 6);

  const submit = handleSubmit(({ TillDatum }) =>
    copy.mutate(
      { AnstNr: request.anstNr, FranDatum: request.from, TillDatum, Dagar: request.days },
      {
        onSuccess: (result) => {
          showSnackbar({
            text: t('timeReport.copy.done', { n: result.Skapade }),
            color: 'success',
            timeout: 4000,
          });
          onClose();
        },
        onError: (err) => void applyServerFieldErrors(err, ['TillDatum'], setError),
      },
    ),
  );

  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={copy.isPending}
      title={t(request.days === 1 ? 'timeReport.copy.dayTitle' : 'timeReport.copy.weekTitle')}
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button onClick={onClose}>{t('timeReport.action.cancel')}</Button>
          <Button type="submit" variant="contained" loading={copy.isPending}>
            {t('timeReport.copy.submit')}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ mb: 2 }}>
        {request.days === 1
          ? t('timeReport.copy.dayText', { date: request.from })
          : t('timeReport.copy.weekText', { from: request.from, to })}
      </DialogContentText>
      {copy.error && !copy.isPending && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(errorMessageKey(copy.error))}
        </Alert>
      )}
      <FormDateField
        control={control}
        name="TillDatum"
        label={t(request.days === 1 ? 'timeReport.copy.targetDay' : 'timeReport.copy.targetWeek')}
        required
        fullWidth
        autoFocus
      />
    </AppDialog>
  );
}
