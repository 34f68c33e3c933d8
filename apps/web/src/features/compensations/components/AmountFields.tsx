import { useEffect } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { amountOf, CURRENCIES, vatOfGross } from '@lonportal/domain/compensations/compensations';
import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormSelect } from '../../../ui/FormSelect';
import { formatKronor } from '../../../lib/number-format';
import { rowVatRates, typedSumma, type CompensationFormValues } from '../compensation-form';

interface Props {
  control: Control<CompensationFormValues>;
  setValue: UseFormSetValue<CompensationFormValues>;
  disabled: boolean;
  /** Quantity × unit price fills the amount (showAutoCalc). */
  autoCalc: boolean;
  /** The chosen pay code's unit, in the quantity's label. */
  unit: string | undefined;
}

/**
 * What a compensation row pays (SPEC §3 Compensation form): quantity, unit price, amount (quantity
 * × unit price while auto calculation is on and a price is set), VAT with the Swedish rates of
 * the row's date one tap away, currency and the rate used, and the sum in kronor as typed.
 */
export function AmountFields({ control, setValue, disabled, autoCalc, unit }: Props) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as Partial<CompensationFormValues>;
  const { Antal: antal, Apris: apris } = values;
  const computed = autoCalc && apris != null && !Number.isNaN(apris) ? amountOf(antal ?? 1, apris) : null;
  const belopp = computed ?? values.Belopp ?? null;

  useEffect(() => {
    if (computed !== null) setValue('Belopp', computed, { shouldValidate: false });
  }, [computed, setValue]);

  return (
    <>
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
      {!disabled && <VatButtons belopp={belopp} datum={values.Datum ?? ''} setValue={setValue} />}
      <CurrencyFields control={control} disabled={disabled} values={values} autoCalc={autoCalc} />
    </>
  );
}

/** The VAT of the amount at a Swedish rate of the row's date (the rate table's), one tap each. */
function VatButtons({
  belopp,
  datum,
  setValue,
}: {
  belopp: number | null;
  datum: string;
  setValue: UseFormSetValue<CompensationFormValues>;
}) {
  const { t } = useTranslation();
  return (
    <Grid size={12}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('compensations.entry.vatOf')}
        </Typography>
        {rowVatRates(datum).map(({ rate }) => (
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
  );
}

/** The currency, its rate when foreign, and the row's sum in kronor. */
function CurrencyFields({
  control,
  disabled,
  values,
  autoCalc,
}: Pick<Props, 'control' | 'disabled' | 'autoCalc'> & { values: Partial<CompensationFormValues> }) {
  const { t, i18n } = useTranslation();
  const foreign = (values.ValutaKod ?? DEFAULT_CURRENCY) !== DEFAULT_CURRENCY;
  const summa = typedSumma(values, autoCalc);
  return (
    <>
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
    </>
  );
}
