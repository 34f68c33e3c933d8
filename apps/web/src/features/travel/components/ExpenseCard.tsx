import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CURRENCIES, VAT_RATES, vatOfGross } from '@lonportal/domain/compensations/compensations';
import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import { FormCheckbox } from '../../../ui/FormCheckbox';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormSelect } from '../../../ui/FormSelect';
import { FormTextField } from '../../../ui/FormTextField';
import { DatedRow } from './DatedRow';
import type { StepProps } from './guide-steps';
import { ReceiptButton } from './ReceiptButton';

type ItemProps = StepProps & {
  /** The item's place in its list. */
  i: number;
  onRemove: () => void;
};

const currencies = CURRENCIES.map((c) => ({ value: c, label: c }));

/** An expense: its day and what it was, amount, VAT, currency and rate, and its receipt. */
export function ExpenseCard(props: ItemProps) {
  const { control, disabled, i, onRemove } = props;
  const { t } = useTranslation();
  const valuta = useWatch({ control, name: `Utlagg.${i}.ValutaKod` });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="travel-expense">
      <Stack spacing={2}>
        <DatedRow
          control={control}
          name={`Utlagg.${i}.Datum`}
          disabled={disabled}
          removeLabel={t('travel.guide.removeExpense')}
          onRemove={onRemove}
        >
          <FormTextField
            control={control}
            name={`Utlagg.${i}.Text`}
            label={t('travel.guide.what')}
            disabled={disabled}
          />
        </DatedRow>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormNumberField
            control={control}
            name={`Utlagg.${i}.Belopp`}
            label={t('travel.guide.amount')}
            required
            disabled={disabled}
          />
          <FormNumberField
            control={control}
            name={`Utlagg.${i}.Moms`}
            label={t('travel.guide.vat')}
            disabled={disabled}
          />
          <FormSelect
            control={control}
            name={`Utlagg.${i}.ValutaKod`}
            label={t('travel.guide.currency')}
            options={currencies}
            disabled={disabled}
          />
          {valuta !== DEFAULT_CURRENCY && (
            <FormNumberField
              control={control}
              name={`Utlagg.${i}.Kurs`}
              label={t('travel.guide.rate')}
              auto
              required
              disabled={disabled}
            />
          )}
        </Stack>
        <VatButtons {...props} list="Utlagg" />
        <ReceiptButton {...props} name={`Utlagg.${i}.ReceiptId`} />
      </Stack>
    </Paper>
  );
}

/** A representation meal: its day and kind, who took part, amount, VAT, alcohol, purpose, receipt. */
export function RepresentationCard(props: ItemProps) {
  const { control, disabled, i, onRemove } = props;
  const { t } = useTranslation();
  const kinds = (['EXTERN', 'INTERN'] as const).map((k) => ({
    value: k,
    label: t(`travel.representationType.${k}`),
  }));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="travel-representation-form">
      <Stack spacing={2}>
        <DatedRow
          control={control}
          name={`Representation.${i}.Datum`}
          disabled={disabled}
          removeLabel={t('travel.guide.removeRepresentation')}
          onRemove={onRemove}
        >
          <FormSelect
            control={control}
            name={`Representation.${i}.Typ`}
            label={t('travel.guide.representationType')}
            options={kinds}
            disabled={disabled}
          />
        </DatedRow>
        <FormTextField
          control={control}
          name={`Representation.${i}.Deltagare`}
          label={t('travel.guide.participants')}
          helperText={t('travel.guide.participantsHelp')}
          multiline
          minRows={2}
          required
          disabled={disabled}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormNumberField
            control={control}
            name={`Representation.${i}.Belopp`}
            label={t('travel.guide.amount')}
            required
            disabled={disabled}
          />
          <FormNumberField
            control={control}
            name={`Representation.${i}.Moms`}
            label={t('travel.guide.vat')}
            disabled={disabled}
          />
        </Stack>
        <VatButtons {...props} list="Representation" />
        <FormCheckbox
          control={control}
          name={`Representation.${i}.Alkohol`}
          label={t('travel.guide.alcohol')}
          disabled={disabled}
        />
        <FormTextField
          control={control}
          name={`Representation.${i}.Text`}
          label={t('travel.guide.purposeOfMeal')}
          disabled={disabled}
        />
        <ReceiptButton {...props} name={`Representation.${i}.ReceiptId`} />
      </Stack>
    </Paper>
  );
}

/** The VAT of the item's amount at a Swedish rate, one tap each. */
function VatButtons({
  control,
  setValue,
  disabled,
  i,
  list,
}: ItemProps & { list: 'Utlagg' | 'Representation' }) {
  const { t } = useTranslation();
  const gross = useWatch({ control, name: `${list}.${i}.Belopp` }) ?? null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {t('travel.guide.vatOf')}
      </Typography>
      {VAT_RATES.map((rate) => (
        <Button
          key={rate}
          size="small"
          variant="outlined"
          disabled={disabled || gross === null}
          onClick={() =>
            gross !== null && setValue(`${list}.${i}.Moms`, vatOfGross(gross, rate), { shouldDirty: true })
          }
        >
          {rate} %
        </Button>
      ))}
    </Stack>
  );
}
