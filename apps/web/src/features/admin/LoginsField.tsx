import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useFieldErrorText } from '../../ui/field-error';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A list of logins (NearAccidentsReportsAdmins): each one typed and added with Enter (or by leaving the field). */
export function LoginsField<T extends FieldValues>({ control, name, label, helperText, disabled }: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const value = (field.value ?? []) as string[];
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      // A login typed but not yet added with Enter is added when the field is left.
      autoSelect
      options={[]}
      value={value}
      disabled={disabled ?? false}
      onChange={(_event, next) =>
        field.onChange([...new Set(next.map((login) => login.trim()).filter(Boolean))])
      }
      onBlur={field.onBlur}
      renderValue={(logins, getItemProps) =>
        logins.map((login, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={login} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={fieldState.invalid}
          helperText={errorText ?? helperText}
          placeholder={value.length === 0 ? t('admin.portal.loginsPlaceholder') : undefined}
        />
      )}
    />
  );
}
