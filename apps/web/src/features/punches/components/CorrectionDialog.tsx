import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { AppDialog } from '../../../ui/AppDialog';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import { FormDateField } from '../../../ui/FormDateField';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormTextField } from '../../../ui/FormTextField';
import { FormTimeField } from '../../../ui/FormTimeField';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { useSnackbar } from '../../../ui/snackbar';
import { useCorrectPunch } from '../api/put-punch';
import {
  correctionBody,
  formFieldOf,
  punchFormSchema,
  punchFormValues,
  type PunchFormOutput,
  type PunchFormValues,
} from '../punch-form';
import { failureKey } from '../use-punch-actions';

/**
 * Corrects a punch's times and breaks; a reason is required (domain punches.ts rule 6). The
 * server's field problems land on the fields; anything else stays in the dialog as a message.
 */
export function CorrectionDialog({
  ftgId,
  punch,
  onClose,
}: {
  ftgId: string;
  punch: Stampling;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const save = useCorrectPunch(ftgId);
  const [failure, setFailure] = useState<string | null>(null);
  const closed = punch.Ut !== null;
  const resolver = useMemo(
    () =>
      zodResolver(punchFormSchema(closed)) as unknown as Resolver<PunchFormValues, unknown, PunchFormOutput>,
    [closed],
  );
  const { control, handleSubmit, setError, formState } = useForm<PunchFormValues, unknown, PunchFormOutput>({
    resolver,
    defaultValues: punchFormValues(punch),
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      { id: punch.Id, body: correctionBody(values, punch.Version) },
      {
        onSuccess: () => {
          showSnackbar({ text: t('punches.done.corrected'), color: 'success', timeout: 4000 });
          onClose();
        },
        onError: (err) => {
          if (!applyServerFieldErrors(err, formFieldOf, setError)) setFailure(failureKey(err));
        },
      },
    );
  });

  // Escape, a click outside or Avbryt with changes asks first, as the entry dialog does.
  const close = useDiscardGuard(formState.isDirty, onClose);

  return (
    <AppDialog
      open
      onClose={close}
      title={t('punches.correct.title')}
      persistent={save.isPending}
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button onClick={close}>{t('punches.correct.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('punches.correct.save')}
          </Button>
        </>
      }
    >
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(failure)}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 6 }}>
          <FormDateField
            control={control}
            name="InDatum"
            label={t('punches.correct.inDate')}
            fullWidth
            required
          />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <FormTimeField
            control={control}
            name="InTid"
            label={t('punches.correct.inTime')}
            fullWidth
            required
          />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <FormDateField
            control={control}
            name="UtDatum"
            label={t('punches.correct.outDate')}
            fullWidth
            required={closed}
          />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <FormTimeField
            control={control}
            name="UtTid"
            label={t('punches.correct.outTime')}
            fullWidth
            required={closed}
          />
        </Grid>
        {!closed && (
          <Grid size={{ xs: 12 }}>
            <Alert severity="info">{t('punches.correct.openHint')}</Alert>
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumberField
            control={control}
            name="RastMinuter"
            label={t('punches.correct.break')}
            decimals={0}
            fullWidth
            required
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <FormTextField
            control={control}
            name="Orsak"
            label={t('punches.correct.reason')}
            helperText={t('punches.correct.reasonHelp')}
            fullWidth
            required
            multiline
            minRows={2}
          />
        </Grid>
      </Grid>
    </AppDialog>
  );
}
