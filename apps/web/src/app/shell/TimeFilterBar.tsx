import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { isOwnEmployeeOnly } from '@lonportal/domain/access/capabilities';
import { useSession } from '../../lib/session';
import { DateFilterControl } from './DateFilterControl';
import { EmployeePicker } from './EmployeePicker';
import { useTimeFilters } from './time-filters';

/** The employee picker and the date filter above the time pages (SPEC §4), none elsewhere. */
export function TimeFilterBar() {
  const { t } = useTranslation();
  const { me } = useSession();
  const filters = useTimeFilters();
  const employee = filters?.employee === 'own' ? isOwnEmployeeOnly(me.UserAccount) : !!filters?.employee;
  if (!filters || (!employee && !filters.period)) return null;
  return (
    <Paper
      component="section"
      square
      elevation={0}
      aria-label={t('timeFilters.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 2, sm: 3 }, py: 1.5 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        {employee ? <EmployeePicker /> : <span />}
        {filters.period && <DateFilterControl mode={filters.period} />}
      </Stack>
    </Paper>
  );
}
