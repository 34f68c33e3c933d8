import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { employeeName, useSelectedEmployee } from '../../lib/employee-selection';
import { EmployeeAutocomplete } from '../../ui/EmployeeAutocomplete';

/**
 * SPEC §4 selected employee: a searchable picker (by name or AnstNr) showing "AnstNr Namn"; with
 * only one employee (a PER user) just the name.
 */
export function EmployeePicker() {
  const { t } = useTranslation();
  const { employee, employees, setAnstNr, isLoading, mayShowInactive, showInactive, setShowInactive } =
    useSelectedEmployee();
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
    <EmployeeAutocomplete
      employees={employees}
      value={employee}
      onChange={(next) => next && setAnstNr(next.AnstNr)}
      label={t('timeFilters.employee')}
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
