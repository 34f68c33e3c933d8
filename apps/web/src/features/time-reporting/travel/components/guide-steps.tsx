import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { RECEIPT_ACCEPT } from '@lonportal/domain/compensations/receipt-file';
import { CURRENCIES, VAT_RATES, vatOfGross } from '@lonportal/domain/compensations/compensations';
import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import { VEHICLE_TYPES } from '@lonportal/domain/travel/mileage';
import { errorMessageKey } from '../../../../lib/api-client';
import { FormCheckbox } from '../../../../ui/FormCheckbox';
import { FormDateField } from '../../../../ui/FormDateField';
import { FormNumberField } from '../../../../ui/FormNumberField';
import { FormSelect } from '../../../../ui/FormSelect';
import { FormTextField } from '../../../../ui/FormTextField';
import { FormTimeField } from '../../../../ui/FormTimeField';
import { formatKronor } from '../../compensations/components/money';
import { readReceiptFile } from '../../compensations/receipt-file';
import { travelReceiptUrl, uploadTravelReceipt, useCountries } from '../api';
import { countryOptions } from '../../../../lib/countries';
import type { TravelFormValues } from '../travel-form';

export interface StepProps {
  control: Control<TravelFormValues>;
  setValue: UseFormSetValue<TravelFormValues>;
  disabled: boolean;
  ftgId: string;
  anstNr: string;
}

const year = (date: string) => (/^\d{4}/.test(date) ? Number(date.slice(0, 4)) : new Date().getFullYear());

/** Step 1: where and why, at home or abroad, how far, and whether per diem is claimed. */
export function TripStep({ control, disabled }: StepProps) {
  const { t } = useTranslation();
  const utrikes = useWatch({ control, name: 'Utrikes' });
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name="Syfte"
        label={t('travel.guide.purpose')}
        required
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="Ort"
        label={t('travel.guide.destination')}
        required
        disabled={disabled}
      />
      <FormCheckbox control={control} name="Utrikes" label={t('travel.guide.abroad')} disabled={disabled} />
      {!utrikes && (
        <FormNumberField
          control={control}
          name="AvstandKm"
          label={t('travel.guide.distance')}
          helperText={t('travel.guide.distanceHelp')}
          decimals={0}
          required
          disabled={disabled}
        />
      )}
      <FormCheckbox
        control={control}
        name="Traktamente"
        label={t('travel.guide.claimPerDiem')}
        helperText={t('travel.guide.claimPerDiemHelp')}
        disabled={disabled}
      />
      <FormDateField
        control={control}
        name="VistelseStart"
        label={t('travel.guide.stayStart')}
        helperText={t('travel.guide.stayStartHelp')}
        disabled={disabled}
      />
    </Stack>
  );
}

/** Step 2: departure and return, and abroad the border crossings, flights and ferries in time order. */
export function TimesStep({ control, disabled, ftgId }: StepProps) {
  const { t, i18n } = useTranslation();
  const [utrikes, avresa] = useWatch({ control, name: ['Utrikes', 'AvresaDatum'] });
  const events = useFieldArray({ control, name: 'Handelser' });
  const countries = useCountries(ftgId, year(avresa));
  const options = countryOptions(countries.data ?? [], i18n.language, (n) => formatKronor(n, i18n.language));
  const add = (Typ: 'GRANS' | 'FLYG' | 'INRESA') =>
    events.append({
      Typ,
      Datum: avresa,
      Tid: '',
      Land: Typ === 'INRESA' ? 'SE' : '',
      FranLand: Typ === 'FLYG' ? 'SE' : '',
      AnkomstDatum: Typ === 'FLYG' ? avresa : '',
      AnkomstTid: '',
    });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField
          control={control}
          name="AvresaDatum"
          label={t('travel.guide.departureDate')}
          required
          disabled={disabled}
        />
        <FormTimeField
          control={control}
          name="AvresaTid"
          label={t('travel.guide.departureTime')}
          required
          disabled={disabled}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField
          control={control}
          name="HemkomstDatum"
          label={t('travel.guide.returnDate')}
          required
          disabled={disabled}
        />
        <FormTimeField
          control={control}
          name="HemkomstTid"
          label={t('travel.guide.returnTime')}
          required
          disabled={disabled}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('travel.guide.timesHelp')}
      </Typography>
      {utrikes && (
        <>
          <Typography variant="h6" component="h3">
            {t('travel.guide.events')}
          </Typography>
          {events.fields.length === 0 && <Alert severity="info">{t('travel.guide.eventsHelp')}</Alert>}
          {events.fields.map((field, i) => (
            <Paper key={field.id} variant="outlined" sx={{ p: 2 }} data-testid="travel-event">
              <Stack spacing={2}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
                    {t(`travel.eventType.${field.Typ}`)}
                  </Typography>
                  <IconButton
                    aria-label={t('travel.guide.removeEvent')}
                    onClick={() => events.remove(i)}
                    disabled={disabled}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormDateField
                    control={control}
                    name={`Handelser.${i}.Datum`}
                    label={t(field.Typ === 'FLYG' ? 'travel.guide.leaves' : 'travel.guide.date')}
                    required
                    disabled={disabled}
                  />
                  <FormTimeField
                    control={control}
                    name={`Handelser.${i}.Tid`}
                    label={t('travel.guide.time')}
                    required
                    disabled={disabled}
                  />
                </Stack>
                {field.Typ === 'FLYG' && (
                  <>
                    <FormSelect
                      control={control}
                      name={`Handelser.${i}.FranLand`}
                      label={t('travel.guide.fromCountry')}
                      options={options}
                      searchable
                      disabled={disabled}
                    />
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                      <FormDateField
                        control={control}
                        name={`Handelser.${i}.AnkomstDatum`}
                        label={t('travel.guide.arrives')}
                        required
                        disabled={disabled}
                      />
                      <FormTimeField
                        control={control}
                        name={`Handelser.${i}.AnkomstTid`}
                        label={t('travel.guide.arrivalTime')}
                        required
                        disabled={disabled}
                      />
                    </Stack>
                  </>
                )}
                {field.Typ !== 'INRESA' && (
                  <FormSelect
                    control={control}
                    name={`Handelser.${i}.Land`}
                    label={t(field.Typ === 'FLYG' ? 'travel.guide.toCountry' : 'travel.guide.country')}
                    options={options}
                    searchable
                    required
                    disabled={disabled}
                  />
                )}
              </Stack>
            </Paper>
          ))}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {(['GRANS', 'FLYG', 'INRESA'] as const).map((typ) => (
              <Button
                key={typ}
                variant="outlined"
                startIcon={<Add />}
                onClick={() => add(typ)}
                disabled={disabled}
              >
                {t(`travel.eventType.${typ}`)}
              </Button>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** Step 3: each day's free meals, and whether the employer paid the night's lodging. */
export function DaysStep({ control, disabled }: StepProps) {
  const { t } = useTranslation();
  const [days, hemkomst] = useWatch({ control, name: ['Dagar', 'HemkomstDatum'] });
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('travel.guide.daysHelp')}
      </Typography>
      {days.map((d, i) => (
        <Paper
          key={d.Datum}
          variant="outlined"
          component="fieldset"
          sx={{ p: 1.5, m: 0 }}
          data-testid="travel-guide-day"
        >
          <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
            {d.Datum}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <FormCheckbox
              control={control}
              name={`Dagar.${i}.Frukost`}
              label={t('travel.guide.breakfast')}
              disabled={disabled}
            />
            <FormCheckbox
              control={control}
              name={`Dagar.${i}.Lunch`}
              label={t('travel.guide.lunch')}
              disabled={disabled}
            />
            <FormCheckbox
              control={control}
              name={`Dagar.${i}.Middag`}
              label={t('travel.guide.dinner')}
              disabled={disabled}
            />
            {d.Frukost && (
              <FormCheckbox
                control={control}
                name={`Dagar.${i}.FrukostIHotell`}
                label={t('travel.guide.hotelBreakfast')}
                disabled={disabled}
              />
            )}
            {d.Datum < hemkomst && (
              <FormCheckbox
                control={control}
                name={`Dagar.${i}.LogiBetald`}
                label={t('travel.guide.lodgingPaid')}
                disabled={disabled}
              />
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** An item's first line: its date, one more field, and the button that removes it. */
function DatedRow({
  control,
  name,
  disabled,
  removeLabel,
  onRemove,
  children,
}: {
  control: Control<TravelFormValues>;
  name: `${'Mil' | 'Utlagg' | 'Representation'}.${number}.Datum`;
  disabled: boolean;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <FormDateField
        control={control}
        name={name}
        label={t('travel.guide.date')}
        required
        disabled={disabled}
      />
      {children}
      <IconButton
        aria-label={removeLabel}
        onClick={onRemove}
        disabled={disabled}
        sx={{ alignSelf: 'center' }}
      >
        <DeleteOutline />
      </IconButton>
    </Stack>
  );
}

/** Step 4: the car, per drive: date, kilometres, vehicle, registration number. */
export function CarStep({ control, disabled }: StepProps) {
  const { t } = useTranslation();
  const avresa = useWatch({ control, name: 'AvresaDatum' });
  const drives = useFieldArray({ control, name: 'Mil' });
  const vehicles = VEHICLE_TYPES.map((v) => ({ value: v, label: t(`travel.vehicle.${v}`) }));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('travel.guide.carHelp')}
      </Typography>
      {drives.fields.map((field, i) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 2 }} data-testid="travel-drive">
          <Stack spacing={2}>
            <DatedRow
              control={control}
              name={`Mil.${i}.Datum`}
              disabled={disabled}
              removeLabel={t('travel.guide.removeDrive')}
              onRemove={() => drives.remove(i)}
            >
              <FormNumberField
                control={control}
                name={`Mil.${i}.Km`}
                label={t('travel.guide.km')}
                decimals={0}
                required
                disabled={disabled}
              />
            </DatedRow>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelect
                control={control}
                name={`Mil.${i}.Fordon`}
                label={t('travel.guide.vehicle')}
                options={vehicles}
                disabled={disabled}
              />
              <FormTextField
                control={control}
                name={`Mil.${i}.Regnr`}
                label={t('travel.guide.regnr')}
                disabled={disabled}
              />
            </Stack>
            <FormTextField
              control={control}
              name={`Mil.${i}.Beskrivning`}
              label={t('travel.guide.route')}
              disabled={disabled}
            />
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<Add />}
          disabled={disabled}
          onClick={() =>
            drives.append({ Datum: avresa, Km: null, Fordon: 'EGEN_BIL', Regnr: '', Beskrivning: '' })
          }
        >
          {t('travel.guide.addDrive')}
        </Button>
      </Box>
    </Stack>
  );
}

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
