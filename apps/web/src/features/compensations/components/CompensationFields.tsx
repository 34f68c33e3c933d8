import { useEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { FormDateField } from '../../../ui/FormDateField';
import { FormSelect, type SelectOption } from '../../../ui/FormSelect';
import { FormTextField } from '../../../ui/FormTextField';
import type { CompensationFormValues } from '../compensation-form';
import type { CompensationContext } from '../use-compensation-context';
import { UnitFields } from '../../time';
import { AccountingFields } from './AccountingFields';
import { AmountFields } from './AmountFields';

interface Props {
  control: Control<CompensationFormValues>;
  setValue: UseFormSetValue<CompensationFormValues>;
  ctx: CompensationContext;
  disabled: boolean;
  /** Quantity × unit price fills the amount (showAutoCalc). */
  autoCalc: boolean;
  /** The account field shows (showKonterat). */
  konterat: boolean;
}

/**
 * The fields of a compensation row (SPEC §3 Compensation form): date, the employee's pay codes,
 * quantity, unit price, amount (quantity × unit price while auto calculation is on and a price is
 * set), VAT with the Swedish rates one tap away, currency and the rate used, goods group, account,
 * the period it concerns, brukare, result units and a text.
 */
export function CompensationFields({ control, setValue, ctx, disabled, autoCalc, konterat }: Props) {
  const { t } = useTranslation();
  const lonKod = useWatch({ control, name: 'LonKod' });

  // A pay code with a price of its own (per diem, mileage) brings it when chosen.
  const shownCode = useRef(lonKod);
  useEffect(() => {
    if (shownCode.current === lonKod) return;
    shownCode.current = lonKod;
    const code = ctx.employeePayCodes.find((c) => c.LonKod === lonKod);
    setValue('Apris', code?.Apris ?? null, { shouldDirty: true });
  }, [lonKod, ctx.employeePayCodes, setValue]);

  const codeOptions: SelectOption[] = ctx.employeePayCodes.map((c) => ({
    value: c.LonKod,
    label: `${c.LonKod} ${c.BenText}`,
  }));
  // A row may carry a code outside the group today (an old row): keep it selectable so it shows.
  if (lonKod && !codeOptions.some((o) => o.value === lonKod))
    codeOptions.push({ value: lonKod, label: `${lonKod} ${ctx.payCodeText(lonKod)}`.trim() });
  const unit = ctx.employeePayCodes.find((c) => c.LonKod === lonKod)?.Enhet;

  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormDateField
          control={control}
          name="Datum"
          label={t('compensations.field.datum')}
          required
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormSelect
          control={control}
          name="LonKod"
          label={t('compensations.field.lonKod')}
          options={codeOptions}
          required
          disabled={disabled}
          autoFocus
        />
      </Grid>
      <AmountFields
        control={control}
        setValue={setValue}
        disabled={disabled}
        autoCalc={autoCalc}
        unit={unit}
      />
      <AccountingFields control={control} ctx={ctx} disabled={disabled} konterat={konterat} />
      <UnitFields
        control={control}
        ctx={ctx}
        mandatory={{
          brukare: ctx.compensationRules.UseErsMandatoryBrukare,
          resEnhet: ctx.compensationRules.MandatoryResEnhet,
        }}
        disabled={disabled}
      />
      <Grid size={12}>
        <FormTextField
          control={control}
          name="Text"
          label={t('compensations.field.text')}
          fullWidth
          multiline
          disabled={disabled}
        />
      </Grid>
    </Grid>
  );
}
