import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { periodLabel, todayIso, useDateFilter } from '../../lib/date-filter';
import { EMPTY_KAL_FILTER, calendarMonth, monthWeeks, type KalFilter } from './calendar';
import { CalendarDayDialog } from './components/CalendarDayDialog';
import { CalendarFilters } from './components/CalendarFilters';
import { CalendarGrid } from './components/CalendarGrid';
import { EmployeeQueryGate } from './components/EmployeeQueryGate';
import { useCalendarDays } from './use-calendar-days';
import { useEntryEditor } from './use-entry-editor';
import { usePeriodReport } from './use-period-report';
import { useTimeContext } from './use-time-context';

/**
 * /calendar (Kalendarie, SPEC §2.1): the selected employee's month (the date filter's month) in
 * weeks, scheduled against reported hours, absence, holidays and status per day, filtered by
 * KalFilter; a day opens its rows.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const ctx = useTimeContext();
  const filter = useDateFilter();
  const month = calendarMonth(filter.period);
  const anstNr = ctx.selection.anstNr;
  const report = usePeriodReport(ctx.ftgId, anstNr, month);
  const [kalFilter, setKalFilter] = useState<KalFilter>(EMPTY_KAL_FILTER);
  const days = useCalendarDays(report.data, kalFilter, ctx.kindOf);
  const editor = useEntryEditor(ctx, report.data);
  const [openDate, setOpenDate] = useState<string | null>(null);
  const openDay = openDate ? days.get(openDate) : undefined;
  const monthText = periodLabel(t, i18n.resolvedLanguage ?? i18n.language, 'M', month);

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('calendar.title')}
      </Typography>
      <CalendarFilters ctx={ctx} value={kalFilter} onChange={setKalFilter} />
      <EmployeeQueryGate loading={ctx.isLoading} anstNr={anstNr} query={report}>
        {() => (
          <CalendarGrid
            weeks={monthWeeks(month.From)}
            days={days}
            today={todayIso()}
            onOpen={setOpenDate}
            label={t('calendar.gridLabel', { month: monthText })}
          />
        )}
      </EmployeeQueryGate>
      {openDay && (
        <CalendarDayDialog day={openDay} ctx={ctx} editor={editor} onClose={() => setOpenDate(null)} />
      )}
      {editor.dialogs}
    </Box>
  );
}
