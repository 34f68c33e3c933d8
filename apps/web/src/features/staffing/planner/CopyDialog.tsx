import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays, isoWeek } from '@lonportal/domain/dates';
import type { Kopiering } from '@lonportal/domain/staffing/copy';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { errorMessageKey } from '../../../lib/api-client';
import { todayIso } from '../../../lib/today';
import { AppDialog } from '../../../ui/AppDialog';
import { SaveActions } from '../../../ui/dialog-save';
import { FormDateField } from '../../../ui/FormDateField';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { useCopyShifts } from '../api/planner';
import { copyBody, copyDefaults, copySources, type CopyKind, type CopyValues } from './copy-form';

interface Props {
  ftgId: string;
  kind: CopyKind;
  /** The days shown (a week, a month or a day): the source is the week or one day of them. */
  days: readonly string[];
  avdelning: string;
  onClose: () => void;
}

/**
 * "Copy day…" / "Copy week…" (SPEC §5 Shifts and staffing): the source (the week shown, or a day of
 * it) and the first day to copy to; the shifts land as drafts, and the answer says how many were
 * copied, skipped (the person already had a shift then) and have warnings to look at.
 */
export function CopyDialog({ ftgId, kind, days, avdelning, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const copy = useCopyShifts(ftgId);
  const form = useForm<CopyValues>({ defaultValues: copyDefaults(kind, days, todayIso()) });
  const { setError, clearErrors } = form;
  const done = copy.data;
  const submit = form.handleSubmit((values) => {
    clearErrors();
    copy.mutate(copyBody(kind, values, avdelning), {
      onError: (err) => {
        const field = (wire: string) =>
          wire === 'Till' ? 'Till' : wire === 'From' || wire === 'To' ? 'Kalla' : null;
        if (!applyServerFieldErrors(err, field, setError))
          setError('root', { message: errorMessageKey(err) });
      },
    });
  });
  const sources = copySources(kind, days);
  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={copy.isPending}
      title={t(kind === 'day' ? 'staffing.planner.copy.dayTitle' : 'staffing.planner.copy.weekTitle')}
      onSubmit={done ? undefined : (event) => void submit(event)}
      actions={
        done ? (
          <Button variant="contained" onClick={onClose}>
            {t('staffing.planner.copy.close')}
          </Button>
        ) : (
          <SaveActions
            onCancel={onClose}
            pending={copy.isPending}
            submitText="staffing.planner.copy.submit"
          />
        )
      }
    >
      {done ? (
        <CopyResult result={done} />
      ) : (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {form.formState.errors.root?.message && (
            <Alert severity="error">{t(form.formState.errors.root.message)}</Alert>
          )}
          <Controller
            control={form.control}
            name="Kalla"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t(
                  kind === 'day' ? 'staffing.planner.copy.sourceDay' : 'staffing.planner.copy.sourceWeek',
                )}
                {...field}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message && t(fieldState.error.message)}
              >
                {sources.map((d) => (
                  <MenuItem key={d} value={d}>
                    {kind === 'day'
                      ? formatDayWithWeekday(d, i18n.language)
                      : t('staffing.planner.week', { week: isoWeek(d), from: d, to: addDays(d, 6) })}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormDateField
            control={form.control}
            name="Till"
            label={t(kind === 'day' ? 'staffing.planner.copy.targetDay' : 'staffing.planner.copy.targetWeek')}
            minDate={todayIso()}
            required
          />
          <Typography variant="body2" color="text.secondary">
            {t('staffing.planner.copy.help')}
          </Typography>
        </Stack>
      )}
    </AppDialog>
  );
}

/** What the copy did, said in words (a live region: the dialog's content changes in place). */
function CopyResult({ result }: { result: Kopiering }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ pt: 1 }} role="status">
      <Alert severity={result.Kopierade > 0 ? 'success' : 'info'}>
        {t('staffing.planner.copy.copied', { count: result.Kopierade })}
      </Alert>
      {result.Hoppade > 0 && (
        <Typography>{t('staffing.planner.copy.skipped', { count: result.Hoppade })}</Typography>
      )}
      {result.Varningar > 0 && (
        <Alert severity="warning">{t('staffing.planner.copy.warnings', { count: result.Varningar })}</Alert>
      )}
    </Stack>
  );
}
