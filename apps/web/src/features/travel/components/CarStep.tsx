import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';

import { VEHICLE_TYPES } from '@lonportal/domain/travel/mileage';

import { FormNumberField } from '../../../ui/FormNumberField';
import { FormSelect } from '../../../ui/FormSelect';
import { FormTextField } from '../../../ui/FormTextField';

import type { StepProps } from './guide-steps';
import { DatedRow } from './DatedRow';

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
