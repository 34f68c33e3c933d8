import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PeriodBar } from '../../../ui/PeriodBar';
import type { useAbsenceCalendar } from '../use-absence-calendar';
import type { CalendarView } from '../absence-calendar';

/** The calendar's week or month, the step back and forth, and the department (when there are several). */
export function AbsenceCalendarToolbar({ cal }: { cal: ReturnType<typeof useAbsenceCalendar> }) {
  const { t } = useTranslation();
  const data = cal.calendar.data;
  const views: { value: CalendarView; label: string }[] = [
    { value: 'week', label: t('absenceCalendar.weekView') },
    { value: 'month', label: t('absenceCalendar.monthView') },
  ];
  return (
    <PeriodBar
      views={views}
      view={cal.view}
      onViewChange={cal.setView}
      viewsLabel={t('absenceCalendar.view')}
      label={cal.label}
      onStep={cal.step}
      previousLabel={t('absenceCalendar.previous')}
      nextLabel={t('absenceCalendar.next')}
    >
      {data && data.Avdelningar.length > 1 && (
        <TextField
          select
          size="small"
          label={t('absenceCalendar.department')}
          value={cal.avdelning}
          onChange={(e) => cal.setAvdelning(e.target.value)}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('absenceCalendar.allDepartments')}</MenuItem>
          {data.Avdelningar.map((a) => (
            <MenuItem key={a.Avdelning} value={a.Avdelning}>
              {a.Namn}
            </MenuItem>
          ))}
        </TextField>
      )}
    </PeriodBar>
  );
}
