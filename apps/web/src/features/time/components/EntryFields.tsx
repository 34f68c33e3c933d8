import { useEffect } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { FormDateField } from '../../../ui/FormDateField';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormSelect, type SelectOption } from '../../../ui/FormSelect';
import { FormTextField } from '../../../ui/FormTextField';
import { FormTimeField } from '../../../ui/FormTimeField';
import { typedHours, type EntryFormValues } from '../entry-form';
import type { TimeContext } from '../use-time-context';
import { formatHours } from '../../../lib/number-format';
import { UnitFields } from './UnitFields';

interface Props {
  control: Control<EntryFormValues>;
  setValue: UseFormSetValue<EntryFormValues>;
  ctx: TimeContext;
  disabled: boolean;
}

/**
 * The fields of a time entry (SPEC §5): date, the employee's time codes, hours or start/end with
 * a break (the hours from start/end less the break are shown as they are typed, across midnight
 * and clock-change nights too, as the server stores them), brukare when the company uses LSS,
 * the open result units and a comment.
 */
export function EntryFields({ control, setValue, ctx, disabled }: Props) {
  const { t } = useTranslation();
  const tidKod = useWatch({ control, name: 'TidKod' });
  const codeOptions: SelectOption[] = ctx.employeeCodes.map((c) => ({
    value: c.TidKod,
    label: `${c.TidKod} ${c.BenText}`,
  }));
  // A row may carry a code outside the group today (an old row): keep it selectable so it shows.
  if (tidKod && !codeOptions.some((o) => o.value === tidKod))
    codeOptions.push({ value: tidKod, label: `${tidKod} ${ctx.codeText(tidKod)}`.trim() });

  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormDateField
          control={control}
          name="Datum"
          label={t('timeReport.field.datum')}
          required
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormSelect
          control={control}
          name="TidKod"
          label={t('timeReport.field.tidKod')}
          options={codeOptions}
          required
          disabled={disabled}
          autoFocus
        />
      </Grid>
      <HoursFields control={control} setValue={setValue} disabled={disabled} />
      <UnitFields
        control={control}
        ctx={ctx}
        mandatory={{ brukare: ctx.rules.UseMandatoryBrukare, resEnhet: ctx.rules.MandatoryResEnhet }}
        disabled={disabled}
      />
      <Grid size={12}>
        <FormTextField
          control={control}
          name="Kommentar"
          label={t('timeReport.field.kommentar')}
          fullWidth
          multiline
          disabled={disabled}
        />
      </Grid>
    </Grid>
  );
}

/**
 * Start, end, break and hours: the hours from start/end less the break are shown as they are
 * typed (across midnight and clock-change nights too, as the server stores them), or typed.
 */
function HoursFields({ control, setValue, disabled }: Omit<Props, 'ctx'>) {
  const { t } = useTranslation();
  const [datum, start, end, rast] = useWatch({
    control,
    name: ['Datum', 'StartTid', 'SlutTid', 'RastMinuter'],
  });
  const computed = typedHours(datum ?? '', start ?? '', end ?? '', rast ?? 0);

  useEffect(() => {
    if (computed !== null) setValue('Timmar', computed, { shouldValidate: false });
  }, [computed, setValue]);

  return (
    <>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTimeField
          control={control}
          name="StartTid"
          label={t('timeReport.field.startTid')}
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTimeField
          control={control}
          name="SlutTid"
          label={t('timeReport.field.slutTid')}
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 2 }}>
        <FormNumberField
          control={control}
          name="RastMinuter"
          label={t('timeReport.field.rastMinuter')}
          decimals={0}
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormNumberField
          control={control}
          name="Timmar"
          label={t('timeReport.field.timmar')}
          fullWidth
          disabled={disabled}
          helperText={
            computed !== null
              ? t('timeReport.entry.computedHours', { hours: formatHours(computed) })
              : t('timeReport.entry.hoursOrTime')
          }
          slotProps={{ htmlInput: { readOnly: computed !== null } }}
        />
      </Grid>
    </>
  );
}
