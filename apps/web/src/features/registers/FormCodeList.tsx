import type { ReactNode } from 'react';
import { useController, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useErrorMessageText } from '../../ui/field-error';
import type { CodeControl, CodeField } from './code-form';

/** The first message of a list's errors: the list's own, or that of one of its values. */
function firstMessage(error: FieldError | FieldError[] | undefined): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find((e) => e?.message)?.message;
  return error.message;
}

/**
 * Several codes in one field (a code's groups, TJM, KOL, ASS): each a chip, one typed and Enter (or
 * leaving the field) adds it, and the company's other groups are offered (SPEC §2.5 Select menus).
 */
export function FormCodeList({
  control,
  name,
  label,
  suggestions,
  helperText,
}: {
  control: CodeControl;
  name: CodeField;
  label: ReactNode;
  suggestions: readonly string[];
  helperText?: ReactNode;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorMessageText(
    firstMessage(fieldState.error as FieldError | FieldError[] | undefined),
  );
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      options={suggestions.filter((s) => !value.includes(s))}
      value={value}
      onChange={(_event, next) =>
        field.onChange([...new Set(next.map((s) => s.trim()).filter((s) => s !== ''))])
      }
      onBlur={field.onBlur}
      openText={t('ui.select.open')}
      closeText={t('ui.select.close')}
      clearText={t('ui.select.clear')}
      noOptionsText={t('ui.select.noOptions')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((code, index) => {
          const { key, ...item } = getItemProps({ index });
          return <Chip key={key} size="small" label={code} {...item} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={label}
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
