import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFieldErrorText } from './field-error';
import { PasswordVisibilityToggle } from './PasswordVisibilityToggle';

/** The props every form-bound input shares: MUI TextField's, with value and events from the form. */
export type FormFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

type Props<T extends FieldValues> = FormFieldProps<T> & {
  /** Trim the text when the field is left (SPEC §5 Input formatting); default true. */
  trim?: boolean;
};

/**
 * A text input bound to react-hook-form (SPEC §2.5 Inputs). Error messages are i18n keys (the
 * domain's zod messages, the server's `Details[].Code`) and are translated here; an error with an
 * empty message marks the field invalid without a text of its own.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  trim = true,
  ...props
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const { ref, value, onBlur, ...rest } = field;
  const blur = () => {
    if (trim && typeof value === 'string' && value.trim() !== value) field.onChange(value.trim());
    onBlur();
  };
  return (
    <TextField
      {...props}
      {...rest}
      value={value ?? ''}
      onBlur={blur}
      inputRef={ref}
      error={fieldState.invalid}
      helperText={errorText ?? helperText}
    />
  );
}

type PasswordProps<T extends FieldValues> = FormFieldProps<T> & {
  /** Shown as plain text; with `onVisibleChange` the caller controls it, otherwise the toggle does. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
};

/** A password input with a show/hide toggle (SPEC §2.5 password input). Never trimmed. */
export function FormPasswordField<T extends FieldValues>({
  visible,
  onVisibleChange,
  ...props
}: PasswordProps<T>) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const toggle = () => (onVisibleChange ? onVisibleChange(!shown) : setOwnVisible(!shown));
  return (
    <FormTextField
      {...props}
      trim={false}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: <PasswordVisibilityToggle shown={shown} onToggle={toggle} />,
        },
      }}
    />
  );
}
