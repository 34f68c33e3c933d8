import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { FormDateField } from '../../../ui/FormDateField';
import { FormSelect, type SelectOption } from '../../../ui/FormSelect';
import { FormTimeField } from '../../../ui/FormTimeField';
import type { TravelFormValues } from '../travel-form';

interface Props {
  control: Control<TravelFormValues>;
  disabled: boolean;
  /** The event's place in the trip's events. */
  i: number;
  typ: TravelFormValues['Handelser'][number]['Typ'];
  /** The countries of the trip's year. */
  options: SelectOption[];
  onRemove: () => void;
}

/** A border crossing, flight or return home abroad: when, and from and to which country. */
export function TravelEventCard({ control, disabled, i, typ, options, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="travel-event">
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>{t(`travel.eventType.${typ}`)}</Typography>
          <IconButton aria-label={t('travel.guide.removeEvent')} onClick={onRemove} disabled={disabled}>
            <DeleteOutline />
          </IconButton>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField
            control={control}
            name={`Handelser.${i}.Datum`}
            label={t(typ === 'FLYG' ? 'travel.guide.leaves' : 'travel.guide.date')}
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
        {typ === 'FLYG' && (
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
        {typ !== 'INRESA' && (
          <FormSelect
            control={control}
            name={`Handelser.${i}.Land`}
            label={t(typ === 'FLYG' ? 'travel.guide.toCountry' : 'travel.guide.country')}
            options={options}
            searchable
            required
            disabled={disabled}
          />
        )}
      </Stack>
    </Paper>
  );
}
