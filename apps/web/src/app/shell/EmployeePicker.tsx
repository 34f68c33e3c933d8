import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EmployeeListEntry } from '@lonportal/domain/employees';
import {
  employeeLabel,
  employeeMatches,
  employeeName,
  useSelectedEmployee,
} from '../../lib/employee-selection';
import { LISTBOX_MAX_HEIGHT } from '../../ui/select-options';

/**
 * SPEC §4 selected employee: a searchable picker (by name or AnstNr) showing "AnstNr Namn"; with
 * only one employee (a PER user) just the name.
 */
export function EmployeePicker() {
  const { t } = useTranslation();
  const { employee, employees, setAnstNr, isLoading, mayShowInactive, showInactive, setShowInactive } =
    useSelectedEmployee();
  const label = (e: EmployeeListEntry) =>
    e.Locked ? `${employeeLabel(e)} (${t('timeFilters.inactive')})` : employeeLabel(e);

  if (isLoading) return <Skeleton variant="rounded" width={280} height={40} />;
  if (employees.length <= 1)
    return employee ? (
      <Box data-testid="selected-employee">
        <Typography component="p" variant="caption" color="text.secondary">
          {t('timeFilters.employee')}
        </Typography>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500, lineHeight: 1.3 }}>
          {employeeName(employee)} ({employee.AnstNr})
        </Typography>
      </Box>
    ) : null;

  const picker = (
    <Autocomplete<EmployeeListEntry, false, true>
      options={employees as EmployeeListEntry[]}
      value={employee ?? undefined}
      onChange={(_event, next) => setAnstNr(next.AnstNr)}
      disableClearable
      autoHighlight
      size="small"
      getOptionLabel={label}
      isOptionEqualToValue={(option, value) => option.AnstNr === value.AnstNr}
      filterOptions={(options, state) => options.filter((e) => employeeMatches(e, state.inputValue))}
      noOptionsText={t('ui.select.noOptions')}
      openText={t('ui.select.open')}
      closeText={t('ui.select.close')}
      slotProps={{ listbox: { sx: { maxHeight: LISTBOX_MAX_HEIGHT } } }}
      sx={{ width: { xs: '100%', sm: 300 } }}
      renderInput={(params) => <TextField {...params} label={t('timeFilters.employee')} />}
    />
  );
  if (!mayShowInactive) return picker;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {picker}
      <FormControlLabel
        control={<Switch checked={showInactive} onChange={(_e, on) => setShowInactive(on)} size="small" />}
        label={t('timeFilters.showInactive')}
      />
    </Stack>
  );
}
