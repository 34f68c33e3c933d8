import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useFieldErrorText } from './field-error';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** Values to choose from; any other may be typed. */
  suggestions: readonly string[];
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A text input bound to a string of react-hook-form that offers values to choose from while any
 * other may be typed (a code group the payroll program names). What is typed counts as it is
 * typed; the list opens on ArrowDown or a click, as a select's does (SPEC §2.5).
 */
export function FormSuggestField<T extends FieldValues>({
  control,
  name,
  label,
  suggestions,
  helperText,
  required = false,
  disabled = false,
}: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete<string, false, true, true>
      freeSolo
      disableClearable
      options={suggestions}
      value={value}
      inputValue={value}
      onInputChange={(_event, next) => field.onChange(next)}
      onChange={(_event, next) => field.onChange(next ?? '')}
      onBlur={() => {
        if (value.trim() !== value) field.onChange(value.trim());
        field.onBlur();
      }}
      disabled={disabled}
      fullWidth
      openText={t('ui.select.open')}
      closeText={t('ui.select.close')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={label}
          required={required}
          error={fieldState.invalid}
          helperText={errorText ?? helperText}
          inputRef={field.ref}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'off' },
          }}
        />
      )}
    />
  );
}
