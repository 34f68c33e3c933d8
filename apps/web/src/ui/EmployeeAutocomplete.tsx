import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { EmployeeListEntry } from '@lonportal/domain/employees';
import { employeeLabel, employeeMatches } from '../lib/employee-selection';
import { LISTBOX_MAX_HEIGHT } from './select-options';

interface Props {
  employees: readonly EmployeeListEntry[];
  value: EmployeeListEntry | null;
  onChange: (next: EmployeeListEntry | null) => void;
  label: string;
  /** The choice may be emptied (a clear button); the time pages' picker always has one. */
  clearable?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * SPEC §4 selected employee: a searchable list of the employees (by name or AnstNr), each shown as
 * "AnstNr Namn", an inactive one marked so. The time pages' picker and the pages that open one
 * employee's data use it alike.
 */
export function EmployeeAutocomplete({ employees, value, onChange, label, clearable = false, sx }: Props) {
  const { t } = useTranslation();
  const optionLabel = (e: EmployeeListEntry) =>
    e.Locked ? `${employeeLabel(e)} (${t('timeFilters.inactive')})` : employeeLabel(e);
  return (
    <Autocomplete<EmployeeListEntry, false, boolean>
      options={employees as EmployeeListEntry[]}
      value={value}
      onChange={(_event, next) => onChange(next)}
      disableClearable={!clearable}
      autoHighlight
      size="small"
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, chosen) => option.AnstNr === chosen.AnstNr}
      filterOptions={(options, state) => options.filter((e) => employeeMatches(e, state.inputValue))}
      noOptionsText={t('ui.select.noOptions')}
      openText={t('ui.select.open')}
      closeText={t('ui.select.close')}
      clearText={t('ui.select.clear')}
      slotProps={{ listbox: { sx: { maxHeight: LISTBOX_MAX_HEIGHT } } }}
      sx={sx ?? { width: { xs: '100%', sm: 300 } }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
