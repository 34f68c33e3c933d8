import { useId, useState, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useErrorMessageText } from '../../../ui/field-error';
import { PasswordVisibilityToggle } from '../../../ui/PasswordVisibilityToggle';

interface Props {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** An i18n key; '' marks the field invalid without a text of its own. */
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  /** Trim the text when the field is left (SPEC §5 Input formatting). */
  trim?: boolean;
  /** A password input with the show/hide toggle (SPEC §2.5). */
  password?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: string;
  /** Attributes of the input element itself. */
  htmlInput?: { inputMode?: 'numeric' | 'text'; maxLength?: number };
}

/**
 * A login form input, drawn as FormTextField and FormPasswordField draw theirs (Material's outlined
 * text field) but from its parts and without a form library: Material's TextField brings its
 * dropdown along, which the login page does not show.
 */
export function LoginTextField({ value, onValueChange, error, trim, password, label, ...props }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const helperText = useErrorMessageText(error) ?? props.helperText;
  return (
    <FormControl required={props.required} fullWidth={props.fullWidth} error={error !== undefined}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        label={label}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={() => {
          if (trim && value.trim() !== value) onValueChange(value.trim());
        }}
        inputRef={props.inputRef}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        type={password && !shown ? 'password' : 'text'}
        endAdornment={
          password ? <PasswordVisibilityToggle shown={shown} onToggle={() => setShown(!shown)} /> : undefined
        }
        inputProps={{
          ...props.htmlInput,
          ...(helperText ? { 'aria-describedby': `${id}-helper-text` } : {}),
        }}
      />
      {helperText && <FormHelperText id={`${id}-helper-text`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
