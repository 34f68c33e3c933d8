import { useEffect, useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { weekdayIndex } from '@lonportal/domain/dates';
import { UPPREPNING_VECKOR_MAX } from '@lonportal/domain/staffing/needs';
import { weekdayNames } from '../../../lib/date-format';
import { useFieldErrorText } from '../../../ui/field-error';
import { FormDateField } from '../../../ui/FormDateField';
import { FormSelect } from '../../../ui/FormSelect';
import type { NeedFormValues } from './need-form';
import { repetitionText } from './need-days';

/**
 * A new need's repetition (SPEC §5): none, every week or every n weeks, on chosen weekdays, up to an
 * end date it never runs past; said in words below, with the number of days it makes.
 */
export function RepetitionFields({ control }: { control: Control<NeedFormValues> }) {
  const { t, i18n } = useTranslation();
  const [datum, rep] = useWatch({ control, name: ['Datum', 'Upprepning'] });
  const veckor = rep?.Veckor ?? 0;
  const options = Array.from({ length: UPPREPNING_VECKOR_MAX + 1 }, (_, n) => ({
    value: n,
    label:
      n === 0
        ? t('staffing.needs.repeat.once')
        : n === 1
          ? t('staffing.needs.repeat.weekly')
          : n === 2
            ? t('staffing.needs.repeat.everyOther')
            : t('staffing.needs.repeat.everyN', { n }),
  }));
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('staffing.needs.field.repetition')}
      </Typography>
      <FormSelect
        control={control}
        name="Upprepning.Veckor"
        label={t('staffing.needs.field.repeat')}
        options={options}
        searchable={false}
      />
      {veckor > 0 && (
        <>
          <WeekdayToggles control={control} datum={datum} />
          <FormDateField
            control={control}
            name="Upprepning.Slutdatum"
            label={t('staffing.needs.field.endDate')}
            helperText={t('staffing.needs.field.endDateHelp')}
            minDate={datum}
            required
          />
        </>
      )}
      {rep && isoLike(datum) && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {repetitionText(t, i18n.language, { Datum: datum, Upprepning: rep })}
        </Typography>
      )}
    </Stack>
  );
}

const isoLike = (s: string | undefined): s is string => /^\d{4}-\d{2}-\d{2}$/.test(s ?? '');

/** The weekdays of a repetition, Monday first (SPEC §9); the first day's weekday to begin with. */
function WeekdayToggles({ control, datum }: { control: Control<NeedFormValues>; datum: string }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const { field, fieldState } = useController({ control, name: 'Upprepning.Veckodagar' });
  const errorText = useFieldErrorText(fieldState.error);
  const chosen = (field.value as number[] | undefined) ?? [];
  const { onChange } = field;
  useEffect(() => {
    if (chosen.length === 0 && isoLike(datum)) onChange([weekdayIndex(datum) + 1]);
  }, [chosen.length, datum, onChange]);
  const short = weekdayNames(i18n.language);
  const long = weekdayNames(i18n.language, 'long');
  return (
    <FormControl error={fieldState.invalid}>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {t('staffing.needs.field.weekdays')}
      </FormLabel>
      <ToggleButtonGroup
        size="small"
        value={chosen}
        onChange={(_, next: number[]) => onChange([...next].sort())}
        aria-labelledby={labelId}
        sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
      >
        {short.map((name, i) => (
          <ToggleButton key={name} value={i + 1} aria-label={long[i]} sx={{ minWidth: 44, minHeight: 44 }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {errorText && <FormHelperText>{errorText}</FormHelperText>}
    </FormControl>
  );
}
