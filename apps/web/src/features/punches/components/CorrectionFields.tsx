import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { FormDateField } from '../../../ui/FormDateField';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormTextField } from '../../../ui/FormTextField';
import { FormTimeField } from '../../../ui/FormTimeField';
import type { PunchFormOutput, PunchFormValues } from '../punch-form';

/** The correction's fields: in and out, the break, and the reason (domain punches.ts rule 6). */
export function CorrectionFields({
  control,
  closed,
}: {
  control: Control<PunchFormValues, unknown, PunchFormOutput>;
  /** A closed punch needs its out time; an open one may stay open. */
  closed: boolean;
}) {
  const { t } = useTranslation();
  return (
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
  );
}
