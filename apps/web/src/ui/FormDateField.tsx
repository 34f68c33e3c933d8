import { useRef, useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { DateCalendarPopover } from './DateCalendarPopover';
import { useFieldErrorText } from './field-error';
import type { FormFieldProps } from './FormTextField';
import { commitHandlers } from './commit-handlers';
import { commitDateText, dateDisplayText, localDateToIso, type EmptyDateValue } from './date-input';

type Props<T extends FieldValues> = FormFieldProps<T> & {
  /** What an empty date is stored as: '' (default) or the wire's 1899-12-30. */
  emptyValue?: EmptyDateValue;
  /** Earliest and latest day the calendar offers, YYYY-MM-DD. */
  minDate?: string;
  maxDate?: string;
};

/**
 * A date input bound to a 'YYYY-MM-DD' string of react-hook-form (SPEC §2.5, §5 Dates). Typed
 * shorthand ('5', '0512', '250512') is expanded when the field is left or on Enter; the calendar
 * button opens a month view. The 1899-12-30 sentinel shows as empty.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  emptyValue = '',
  minDate,
  maxDate,
  helperText,
  slotProps,
  disabled,
  ...props
}: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);

  const commit = () => {
    const value = commitDateText(String(field.value ?? ''), new Date(), emptyValue);
    if (value !== field.value) field.onChange(value);
  };
  const pick = (date: Date | null) => {
    field.onChange(date ? localDateToIso(date) : emptyValue);
    setCalendarOpen(false);
    input.current?.focus();
  };

  return (
    <>
      <TextField
        {...props}
        ref={anchor}
        disabled={disabled ?? false}
        name={field.name}
        value={dateDisplayText(field.value)}
        inputRef={(el: HTMLInputElement | null) => {
          input.current = el;
          field.ref(el);
        }}
        error={fieldState.invalid}
        helperText={errorText ?? helperText}
        onChange={(event) => field.onChange(event.target.value)}
        {...commitHandlers(commit, field.onBlur)}
        slotProps={{
          ...slotProps,
          htmlInput: { placeholder: t('ui.date.placeholder'), autoComplete: 'off', ...slotProps?.htmlInput },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  disabled={disabled ?? false}
                  aria-label={t('ui.date.openCalendar')}
                  aria-haspopup="dialog"
                  onClick={() => setCalendarOpen(true)}
                >
                  <CalendarMonth />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <DateCalendarPopover
        open={calendarOpen}
        anchor={anchor.current}
        value={field.value}
        minDate={minDate}
        maxDate={maxDate}
        onPick={pick}
        onClose={() => setCalendarOpen(false)}
      />
    </>
  );
}
