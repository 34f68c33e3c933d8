import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useFieldErrorText } from './field-error';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A checkbox bound to a boolean of react-hook-form (SPEC §2.5 Inputs). */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
  autoFocus,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const helper = errorText ?? helperText;
  const helperId = useId();
  return (
    <FormControl error={fieldState.invalid} disabled={disabled ?? false}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            autoFocus={autoFocus ?? false}
            slotProps={{ input: { ref: field.ref, ...(helper ? { 'aria-describedby': helperId } : {}) } }}
          />
        }
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
