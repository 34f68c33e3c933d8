import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { useSession } from '../../lib/session';
import { useSessionSwitch } from './use-session-switch';

/**
 * SPEC §4: the salary year the session works in, from the company's salary years, newest first.
 * The browser's own select: a phone opens its own picker, and every logged-in page's toolbar takes
 * it over without the menu's machinery (MUI's select list re-renders as the page is committed).
 */
export function SalaryYearSelect({ fullWidth = false }: { fullWidth?: boolean }) {
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
      slotProps={{ select: { native: true } }}
      fullWidth={fullWidth}
      // Wide enough for the label in every language ("Année de paie", "Rok płacowy").
      sx={fullWidth ? {} : { width: 124, flex: 'none' }}
    >
      {years.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </TextField>
  );
}
