import type { HTMLAttributes, Key, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Autocomplete, { type AutocompleteRenderValueGetItemProps } from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { DROPDOWN_ITEM_HEIGHT } from '@lonportal/domain/constants';
import { useFieldErrorText } from './field-error';
import { LISTBOX_MAX_HEIGHT, showsSelectedCount, steppedValue, type SelectOption } from './select-options';

export type { SelectOption } from './select-options';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** Labels already translated. */
  options: readonly SelectOption<string | number>[];
  /** Many values (an array in the form); otherwise one value or null. */
  multiple?: boolean;
  /** Type to filter the options; default true. */
  searchable?: boolean;
  /** A single select may be emptied (to null); default false. */
  clearable?: boolean;
  /** Previous/next buttons beside a single select (SPEC §2.5). */
  arrows?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
}

type Option = SelectOption<string | number>;

// SPEC §2.5 Select menus: the list scrolls above 5 items of 48 px.
const LISTBOX_SLOT = {
  listbox: {
    sx: {
      maxHeight: LISTBOX_MAX_HEIGHT,
      '& .MuiAutocomplete-option': { minHeight: DROPDOWN_ITEM_HEIGHT },
    },
  },
};

/** An option of the list; a multi-select's with its checkbox. */
function optionItem(
  { key, ...optionProps }: HTMLAttributes<HTMLLIElement> & { key: Key },
  option: Option,
  checked: boolean,
  withCheckbox: boolean,
) {
  return (
    <li key={key} {...optionProps}>
      {withCheckbox && <Checkbox size="small" checked={checked} tabIndex={-1} sx={{ ml: -1, mr: 1 }} />}
      {option.label}
    </li>
  );
}

/** The select's words for its list and buttons. */
const selectTexts = (t: TFunction) => ({
  noOptionsText: t('ui.select.noOptions'),
  openText: t('ui.select.open'),
  closeText: t('ui.select.close'),
  clearText: t('ui.select.clear'),
});

/** A multi-select's chosen values: chips, or "N st" above 3 chosen. */
const chipsOrCount =
  (t: TFunction) =>
  (value: Option[] | Option, getItemProps: AutocompleteRenderValueGetItemProps<boolean>): ReactNode => {
    if (!Array.isArray(value)) return null;
    if (showsSelectedCount(value.length))
      return (
        <Typography component="span" sx={{ px: 1 }}>
          {t('ui.select.count', { count: value.length })}
        </Typography>
      );
    return value.map((option, index) => (
      <Chip key={option.value} size="small" label={option.label} {...getItemProps({ index })} />
    ));
  };

/** Previous/next buttons beside a single select (SPEC §2.5), off at either end of the options. */
function SelectArrows({
  options,
  value,
  onChange,
  disabled,
  fullWidth,
  children,
}: {
  options: readonly Option[];
  value: string | number | undefined;
  onChange: (value: string | number) => void;
  disabled: boolean;
  fullWidth: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const step = (direction: -1 | 1) => {
    const next = steppedValue(options, value, direction);
    if (next !== null) onChange(next);
  };
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'flex-start', width: fullWidth ? '100%' : 'auto' }}
    >
      <IconButton
        aria-label={t('ui.select.previous')}
        disabled={disabled || steppedValue(options, value, -1) === null}
        onClick={() => step(-1)}
        sx={{ mt: 1 }}
      >
        <ChevronLeft />
      </IconButton>
      {children}
      <IconButton
        aria-label={t('ui.select.next')}
        disabled={disabled || steppedValue(options, value, 1) === null}
        onClick={() => step(1)}
        sx={{ mt: 1 }}
      >
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}

/**
 * A select bound to react-hook-form (SPEC §2.5 Inputs and Select menus): searchable, single or
 * multi, opens on click or ArrowUp/ArrowDown, closes on blur or a click outside, scrolls above 5
 * items of 48 px, and a multi-select shows "N st" above 3 chosen.
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  multiple = false,
  searchable = true,
  clearable = false,
  arrows = false,
  helperText,
  placeholder,
  disabled = false,
  required = false,
  fullWidth = true,
  size,
  autoFocus = false,
}: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const values: unknown[] = Array.isArray(field.value) ? field.value : [field.value];
  const selected = options.filter((o) => values.includes(o.value));

  const select = (
    <Autocomplete<SelectOption<string | number>, boolean, boolean, false>
      multiple={multiple}
      disableClearable={!multiple && !clearable}
      disableCloseOnSelect={multiple}
      options={options}
      value={multiple ? selected : (selected[0] ?? null)}
      onChange={(_event, next) =>
        field.onChange(Array.isArray(next) ? next.map((o) => o.value) : (next?.value ?? null))
      }
      onBlur={field.onBlur}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      getOptionDisabled={(option) => option.disabled === true}
      getOptionLabel={(option) => option.label}
      disabled={disabled}
      fullWidth={fullWidth}
      {...(size ? { size } : {})}
      {...selectTexts(t)}
      slotProps={LISTBOX_SLOT}
      renderOption={(props, option, { selected: isSelected }) =>
        optionItem(props, option, isSelected, multiple)
      }
      {...(multiple ? { renderValue: chipsOrCount(t) } : {})}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={label}
          required={required}
          autoFocus={autoFocus}
          error={fieldState.invalid}
          helperText={errorText ?? helperText}
          placeholder={selected.length === 0 ? placeholder : undefined}
          inputRef={field.ref}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, readOnly: !searchable },
          }}
        />
      )}
    />
  );

  if (!arrows || multiple) return select;
  return (
    <SelectArrows
      options={options}
      value={selected[0]?.value}
      onChange={field.onChange}
      disabled={disabled}
      fullWidth={fullWidth}
    >
      {select}
    </SelectArrows>
  );
}
