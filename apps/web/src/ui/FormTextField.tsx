import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A text input bound to react-hook-form (SPEC §2.5 Inputs). Error messages are i18n keys (the
 * domain's zod messages, the server's `Details[].Code`) and are translated here; an error with an
 * empty message marks the field invalid without a text of its own.
 */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const { ref, value, ...rest } = field;
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      {...rest}
      value={value ?? ''}
      inputRef={ref}
      error={fieldState.invalid}
      helperText={message ? t(message) : helperText}
    />
  );
}

/** A password input with a show/hide toggle (SPEC §2.5 password input). */
export function FormPasswordField<T extends FieldValues>(props: Props<T>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t(visible ? 'common.hidePassword' : 'common.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
