import { useRef, useState, type ChangeEvent } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import AttachFile from '@mui/icons-material/AttachFile';

import { RECEIPT_ACCEPT } from '@lonportal/domain/compensations/receipt-file';
import { CURRENCIES, VAT_RATES, vatOfGross } from '@lonportal/domain/compensations/compensations';
import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';

import { errorMessageKey } from '../../../lib/api-client';
import { FormCheckbox } from '../../../ui/FormCheckbox';

import { FormNumberField } from '../../../ui/FormNumberField';
import { FormSelect } from '../../../ui/FormSelect';
import { FormTextField } from '../../../ui/FormTextField';

import { readReceiptFile } from '../../../lib/receipt-file';
import { travelReceiptUrl, uploadTravelReceipt } from '../api';

import type { StepProps } from './guide-steps';
import { DatedRow } from './DatedRow';

/** A receipt chosen for an expense: checked, sent at once, shown by name with a link. */
function ReceiptButton({
  control,
  setValue,
  name,
  ftgId,
  anstNr,
  disabled,
}: StepProps & { name: `Utlagg.${number}.ReceiptId` | `Representation.${number}.ReceiptId` }) {
  const { t } = useTranslation();
  const receiptId = useWatch({ control, name });
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setProblem(null);
    const read = await readReceiptFile(chosen);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setBusy(true);
    try {
      const stored = await uploadTravelReceipt(anstNr, read.file);
      setValue(name, stored.Id, { shouldDirty: true });
    } catch (err) {
      setProblem(errorMessageKey(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <input
        ref={input}
        type="file"
        accept={RECEIPT_ACCEPT}
        hidden
        onChange={(e) => void choose(e)}
        aria-label={t('travel.guide.receipt')}
      />
      <Button
        variant="outlined"
        startIcon={<AttachFile />}
        loading={busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {receiptId ? t('travel.guide.replaceReceipt') : t('travel.guide.receipt')}
      </Button>
      {receiptId && (
        <Button component="a" href={travelReceiptUrl(ftgId, receiptId)} target="_blank" rel="noopener">
          {t('travel.guide.showReceipt')}
        </Button>
      )}
      {problem && (
        <Typography role="alert" color="error" variant="body2">
          {t(problem)}
        </Typography>
      )}
    </Stack>
  );
}

/** Step 5: out-of-pocket expenses and representation, each with its receipt. */
export function ExpensesStep(props: StepProps) {
  const { control, setValue, disabled } = props;
  const { t } = useTranslation();
  const avresa = useWatch({ control, name: 'AvresaDatum' });
  const expenses = useFieldArray({ control, name: 'Utlagg' });
  const meals = useFieldArray({ control, name: 'Representation' });
  const values = useWatch({ control, name: ['Utlagg', 'Representation'] });
  const currencies = CURRENCIES.map((c) => ({ value: c, label: c }));
  const kinds = (['EXTERN', 'INTERN'] as const).map((k) => ({
    value: k,
    label: t(`travel.representationType.${k}`),
  }));
  const vatButtons = (key: 'Utlagg' | 'Representation', i: number) => {
    const gross = values[key === 'Utlagg' ? 0 : 1][i]?.Belopp ?? null;
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
              gross !== null && setValue(`${key}.${i}.Moms`, vatOfGross(gross, rate), { shouldDirty: true })
            }
          >
            {rate} %
          </Button>
        ))}
      </Stack>
    );
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {t('travel.guide.expenses')}
      </Typography>
      {expenses.fields.map((field, i) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 2 }} data-testid="travel-expense">
          <Stack spacing={2}>
            <DatedRow
              control={control}
              name={`Utlagg.${i}.Datum`}
              disabled={disabled}
              removeLabel={t('travel.guide.removeExpense')}
              onRemove={() => expenses.remove(i)}
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
              {values[0][i]?.ValutaKod !== DEFAULT_CURRENCY && (
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
            {vatButtons('Utlagg', i)}
            <ReceiptButton {...props} name={`Utlagg.${i}.ReceiptId`} />
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<Add />}
          disabled={disabled}
          onClick={() =>
            expenses.append({
              Datum: avresa,
              Text: '',
              Belopp: null,
              Moms: null,
              ValutaKod: DEFAULT_CURRENCY,
              Kurs: null,
              Varugrupp: '',
              ReceiptId: null,
            })
          }
        >
          {t('travel.guide.addExpense')}
        </Button>
      </Box>
      <Typography variant="h6" component="h3">
        {t('travel.eventType.REPRESENTATION')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('travel.guide.representationHelp')}
      </Typography>
      {meals.fields.map((field, i) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 2 }} data-testid="travel-representation-form">
          <Stack spacing={2}>
            <DatedRow
              control={control}
              name={`Representation.${i}.Datum`}
              disabled={disabled}
              removeLabel={t('travel.guide.removeRepresentation')}
              onRemove={() => meals.remove(i)}
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
            {vatButtons('Representation', i)}
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
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<Add />}
          disabled={disabled}
          onClick={() =>
            meals.append({
              Datum: avresa,
              Typ: 'EXTERN',
              Deltagare: '',
              Belopp: null,
              Moms: null,
              Alkohol: false,
              Text: '',
              ReceiptId: null,
            })
          }
        >
          {t('travel.guide.addRepresentation')}
        </Button>
      </Box>
    </Stack>
  );
}
