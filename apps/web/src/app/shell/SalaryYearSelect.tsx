import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSession } from '../../lib/session';
import { useSessionSwitch } from './use-session-switch';

/** SPEC §4: the salary year the session works in, from the company's salary years, newest first. */
export function SalaryYearSelect() {
  const { t } = useTranslation();
  const id = useId();
  const { me } = useSession();
  const { switchSalaryYear, pending } = useSessionSwitch();
  const years = [...me.SalaryYears].sort((a, b) => b - a);
  return (
    <TextField
      id={id}
      select
      size="small"
      label={t('shell.salaryYear')}
      value={me.SessionSalaryYear}
      disabled={pending || years.length < 2}
      onChange={(e) => switchSalaryYear(me.FtgInfo.FtgId, Number(e.target.value))}
      sx={{ width: { xs: 92, sm: 104 }, flex: 'none' }}
    >
      {years.map((year) => (
        <MenuItem key={year} value={year}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}
