import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useArbScheman } from '../../lib/reference-lists/get-arbschemalist';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormDateField } from '../../ui/FormDateField';
import { FormSelect } from '../../ui/FormSelect';
import type { EmployeeControl } from './employee-form';
import { FormSection } from './FormSection';
import { withNone } from './select-none';

/** SPEC §3 PerSchema: from which day the employee works to which work schedule (or to none). */
export function PerSchemaFields({
  control,
  ftgId,
  today,
  readOnly,
}: {
  control: EmployeeControl;
  ftgId: string;
  today: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: 'PerSchema' });
  const values = useWatch({ control, name: 'PerSchema' });
  const anstDatum = useWatch({ control, name: 'AnstDatum' });
  // The first schedule starts with the employment; a later one, as a rule, from today.
  const nextFrom = rows.fields.length === 0 && anstDatum ? anstDatum : today;
  const scheman = useArbScheman(ftgId);
  const options = (saved: string) =>
    withNone(
      (scheman.data ?? []).map((s) => ({ value: s.ArbSchema, label: `${s.ArbSchema} ${s.BenText}`.trim() })),
      t('registers.employees.noSchedule'),
      saved,
    );
  return (
    <FormSection title={t('registers.employees.sections.schedule')}>
      {rows.fields.length === 0 && (
        <Typography color="text.secondary">{t('registers.employees.scheduleEmpty')}</Typography>
      )}
      {rows.fields.map((row, i) => (
        <Paper key={row.id} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField
                control={control}
                name={`PerSchema.${i}.FromDatum`}
                label={t('registers.employees.fields.FromDatum')}
                fullWidth
              />
              <FormSelect
                control={control}
                name={`PerSchema.${i}.ArbSchema`}
                label={t('registers.employees.fields.ArbSchema')}
                options={options(values[i]?.ArbSchema ?? '')}
              />
            </Stack>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <FormCheckbox
                control={control}
                name={`PerSchema.${i}.UseArbSchema`}
                label={t('registers.employees.fields.UseArbSchema')}
              />
              {!readOnly && (
                <IconButton
                  aria-label={t('registers.employees.removeSchedule', { datum: values[i]?.FromDatum ?? '' })}
                  onClick={() => rows.remove(i)}
                >
                  <DeleteOutline />
                </IconButton>
              )}
            </Stack>
          </Stack>
        </Paper>
      ))}
      {!readOnly && (
        <Button
          startIcon={<Add />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => rows.append({ FromDatum: nextFrom, UseArbSchema: true, ArbSchema: '' })}
        >
          {t('registers.employees.addSchedule')}
        </Button>
      )}
    </FormSection>
  );
}
