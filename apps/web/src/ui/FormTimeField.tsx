import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { useFieldErrorText } from './field-error';
import type { FormFieldProps } from './FormTextField';
import { commitTimeText } from './date-input';
import { commitHandlers } from './commit-handlers';

/**
 * A time input bound to an 'HH:MM' string of react-hook-form (SPEC §5 Time). Typed shorthand
 * ('8', '830', '8:5') becomes HH:MM when the field is left or on Enter; what cannot be read stays as
 * typed for the schema (domain zTime) to report as InvalidTime.
 */
export function FormTimeField<T extends FieldValues>({
  control,
  name,
  helperText,
  slotProps,
  ...props
}: FormFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const commit = () => {
    const value = commitTimeText(String(field.value ?? ''));
    if (value !== field.value) field.onChange(value);
  };
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={errorText ?? helperText}
      onChange={(event) => field.onChange(event.target.value)}
      {...commitHandlers(commit, field.onBlur)}
      slotProps={{
        ...slotProps,
        htmlInput: {
          placeholder: t('ui.time.placeholder'),
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 5,
          ...slotProps?.htmlInput,
        },
      }}
    />
  );
}
