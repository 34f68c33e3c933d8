import { useEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { amountOf, CURRENCIES, VAT_RATES, vatOfGross } from '@lonportal/domain/compensations/compensations';
import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import { FormDateField } from '../../../ui/FormDateField';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormSelect, type SelectOption } from '../../../ui/FormSelect';
import { FormTextField } from '../../../ui/FormTextField';
import { typedSumma, type CompensationFormValues } from '../compensation-form';
import type { CompensationContext } from '../use-compensation-context';
import { formatKronor } from '../../../lib/number-format';
import { UnitFields } from '../../time';

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
  const { t, i18n } = useTranslation();
  const values = useWatch({ control }) as Partial<CompensationFormValues>;
  const { LonKod: lonKod, Antal: antal, Apris: apris, ValutaKod: valuta } = values;
  const computed = autoCalc && apris != null && !Number.isNaN(apris) ? amountOf(antal ?? 1, apris) : null;
  const foreign = (valuta ?? DEFAULT_CURRENCY) !== DEFAULT_CURRENCY;
  const summa = typedSumma(values, autoCalc);
  const belopp = computed ?? values.Belopp ?? null;

  useEffect(() => {
    if (computed !== null) setValue('Belopp', computed, { shouldValidate: false });
  }, [computed, setValue]);

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
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormNumberField
          control={control}
          name="Antal"
          label={unit ? t('compensations.field.antalUnit', { unit }) : t('compensations.field.antal')}
          auto
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormNumberField
          control={control}
          name="Apris"
          label={t('compensations.field.apris')}
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormNumberField
          control={control}
          name="Belopp"
          label={t('compensations.field.belopp')}
          required
          fullWidth
          disabled={disabled}
          {...(computed !== null ? { helperText: t('compensations.entry.computedAmount') } : {})}
          slotProps={{ htmlInput: { readOnly: computed !== null } }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormNumberField
          control={control}
          name="Moms"
          label={t('compensations.field.moms')}
          fullWidth
          disabled={disabled}
        />
      </Grid>
      {!disabled && (
        <Grid size={12}>
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('compensations.entry.vatOf')}
            </Typography>
            {VAT_RATES.map((rate) => (
              <Button
                key={rate}
                size="small"
                variant="outlined"
                disabled={belopp === null || Number.isNaN(belopp)}
                onClick={() =>
                  belopp !== null &&
                  setValue('Moms', vatOfGross(belopp, rate), { shouldDirty: true, shouldValidate: true })
                }
                aria-label={t('compensations.entry.vatRate', { rate })}
              >
                {rate} %
              </Button>
            ))}
          </Stack>
        </Grid>
      )}
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormSelect
          control={control}
          name="ValutaKod"
          label={t('compensations.field.valutaKod')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          disabled={disabled}
        />
      </Grid>
      {foreign && (
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormNumberField
            control={control}
            name="Kurs"
            label={t('compensations.field.kurs')}
            auto
            required
            fullWidth
            disabled={disabled}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: foreign ? 6 : 9 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="body2" aria-live="polite">
          {summa === null
            ? t('compensations.entry.summaUnknown')
            : t('compensations.entry.summa', { amount: formatKronor(summa, i18n.language) })}
        </Typography>
      </Grid>
      {ctx.varugrupper.length > 0 && (
        <Grid size={{ xs: 12, sm: konterat ? 6 : 12 }}>
          <FormSelect
            control={control}
            name="Varugrupp"
            label={t('compensations.field.varugrupp')}
            options={ctx.varugrupper.map((v) => ({ value: v.Namn, label: v.Namn }))}
            clearable
            disabled={disabled}
          />
        </Grid>
      )}
      {konterat && (
        <Grid size={{ xs: 12, sm: ctx.varugrupper.length > 0 ? 6 : 12 }}>
          <FormSelect
            control={control}
            name="Konto"
            label={t('compensations.field.konto')}
            options={ctx.konton.map((k) => ({ value: k.Konto, label: `${k.Konto} ${k.Namn}` }))}
            clearable
            disabled={disabled}
          />
        </Grid>
      )}
      <Grid size={6}>
        <FormDateField
          control={control}
          name="FromDatum"
          label={t('compensations.field.fromDatum')}
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={6}>
        <FormDateField
          control={control}
          name="TomDatum"
          label={t('compensations.field.tomDatum')}
          fullWidth
          disabled={disabled}
        />
      </Grid>
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
