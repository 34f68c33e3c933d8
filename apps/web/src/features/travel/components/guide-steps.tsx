import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';

import { FormCheckbox } from '../../../ui/FormCheckbox';
import { FormDateField } from '../../../ui/FormDateField';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormTextField } from '../../../ui/FormTextField';
import { FormTimeField } from '../../../ui/FormTimeField';
import { formatKronor } from '../../../lib/number-format';

import { useCountries } from '../api';
import { countryOptions } from '../../../lib/countries';
import { missingNormalbeloppYears, tripYears, type TravelFormValues } from '../travel-form';
import { TravelEventCard } from './TravelEventCard';

export interface StepProps {
  control: Control<TravelFormValues>;
  setValue: UseFormSetValue<TravelFormValues>;
  disabled: boolean;
  ftgId: string;
  anstNr: string;
}

const year = (date: string) => (/^\d{4}/.test(date) ? Number(date.slice(0, 4)) : new Date().getFullYear());

/**
 * Abroad in a year whose normalbelopp table the portal lacks: said at once (the trip could not be
 * completed), naming the year and what an administrator does (Administration, the per diem tables).
 */
function MissingNormalbelopp({ control, ftgId }: Pick<StepProps, 'control' | 'ftgId'>) {
  const { t } = useTranslation();
  const [utrikes, from, to] = useWatch({ control, name: ['Utrikes', 'AvresaDatum', 'HemkomstDatum'] });
  const [first = year(from), last = first] = tripYears(from, to);
  const firstItems = useCountries(ftgId, first);
  const lastItems = useCountries(ftgId, last);
  const years = missingNormalbeloppYears(utrikes, from, to, {
    [first]: firstItems.data,
    [last]: lastItems.data,
  });
  if (years.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="travel-normalbelopp-missing">
      {t('travel.guide.normalbeloppMissing', { years: years.join(', ') })}
    </Alert>
  );
}

/** Step 1: where and why, at home or abroad, how far, and whether per diem is claimed. */
export function TripStep({ control, disabled, ftgId }: StepProps) {
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
      <MissingNormalbelopp control={control} ftgId={ftgId} />
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
      <DepartureReturn control={control} disabled={disabled} />
      <MissingNormalbelopp control={control} ftgId={ftgId} />
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
            <TravelEventCard
              key={field.id}
              control={control}
              disabled={disabled}
              i={i}
              typ={field.Typ}
              options={options}
              onRemove={() => events.remove(i)}
            />
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

/** When the trip leaves and when it is back home. */
function DepartureReturn({ control, disabled }: Pick<StepProps, 'control' | 'disabled'>) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
