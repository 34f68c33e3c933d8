import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { ROTATION_WEEKS_MAX } from '@lonportal/domain/registers/codes';
import { weekdayNames } from '../../lib/date-format';
import { formatHours } from '../../lib/number-format';
import { FormDateField } from '../../ui/FormDateField';
import { FormNumberField } from '../../ui/FormNumberField';
import { useErrorMessageText } from '../../ui/field-error';
import { weekTotal, weeksOf, type CodeFormValues } from './code-form';
import { FormSection } from './FormSection';

/**
 * A work schedule's weeks (SPEC §3 work schedules, ADR 0029): the hours of each day Monday to Sunday,
 * for one week or a rotation of up to ROTATION_WEEKS_MAX, each week with its total. A week is a row
 * of seven fields on a wide screen and wraps to two rows on a phone. A rotation counts its weeks
 * from the Monday it starts on.
 */
export function ScheduleWeeks() {
  const { t } = useTranslation();
  const { control, getValues, setValue, formState } = useFormContext<CodeFormValues>();
  const dagar = useWatch({ control, name: 'Dagar' });
  const weeks = weeksOf(dagar);
  const patternError = useErrorMessageText(
    formState.errors.Dagar?.root?.message ?? formState.errors.Dagar?.message,
  );
  const change = (next: (number | null)[]) => setValue('Dagar', next, { shouldDirty: true });
  const addWeek = () => change([...(getValues('Dagar') ?? []), ...(weeks.at(-1) ?? [0, 0, 0, 0, 0, 0, 0])]);
  const removeWeek = (w: number) => {
    const days = getValues('Dagar') ?? [];
    change([...days.slice(0, w * 7), ...days.slice(w * 7 + 7)]);
  };
  return (
    <FormSection title={t('registers.schedules.weeks')}>
      <Typography variant="body2" color="text.secondary">
        {t('registers.schedules.weeksHelp')}
      </Typography>
      {weeks.map((week, w) => (
        <WeekRow
          key={w}
          n={w + 1}
          first={w * 7}
          total={weekTotal(week)}
          onRemove={weeks.length > 1 ? () => removeWeek(w) : null}
        />
      ))}
      {patternError && <FormHelperText error>{patternError}</FormHelperText>}
      {weeks.length < ROTATION_WEEKS_MAX && (
        <Button startIcon={<Add />} sx={{ alignSelf: 'flex-start' }} onClick={addWeek}>
          {t('registers.schedules.addWeek')}
        </Button>
      )}
      {weeks.length > 1 && (
        <FormDateField
          control={control}
          name="RotationStart"
          label={t('registers.schedules.fields.RotationStart')}
          helperText={t('registers.schedules.help.RotationStart')}
          required
        />
      )}
    </FormSection>
  );
}

/** One week of the pattern: its seven days, Monday first, and its hours together. */
function WeekRow({
  n,
  first,
  total,
  onRemove,
}: {
  n: number;
  /** The index in Dagar of the week's Monday. */
  first: number;
  total: number;
  onRemove: (() => void) | null;
}) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<CodeFormValues>();
  const id = useId();
  const short = weekdayNames(i18n.language, 'short');
  const long = weekdayNames(i18n.language, 'long');
  return (
    <Paper variant="outlined" role="group" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 40 }}
      >
        <Typography id={id} sx={{ fontWeight: 600 }}>
          {t('registers.schedules.weekOf', { n, hours: formatHours(total, i18n.language) })}
        </Typography>
        {onRemove && (
          <IconButton aria-label={t('registers.schedules.removeWeek', { n })} onClick={onRemove}>
            <DeleteOutline />
          </IconButton>
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', sm: 'repeat(7, minmax(0, 1fr))' },
        }}
      >
        {short.map((day, d) => (
          <FormNumberField
            key={day}
            control={control}
            name={`Dagar.${first + d}`}
            label={day}
            size="small"
            // Whole and half hours as typed ("8", "7,5"): a phone's narrow field shows them whole.
            decimals={0}
            auto
            slotProps={{
              htmlInput: {
                'aria-label': t('registers.schedules.dayOf', { n, day: long[d] }),
                sx: { px: 1 },
              },
            }}
          />
        ))}
      </Box>
    </Paper>
  );
}
