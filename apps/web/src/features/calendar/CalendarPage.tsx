import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { periodLabel, todayIso, useDateFilter } from '../../lib/date-filter';
import { EMPTY_KAL_FILTER, calendarMonth, monthWeeks, type KalFilter } from './calendar';
import { CalendarDayDialog } from './components/CalendarDayDialog';
import { CalendarFilters } from './components/CalendarFilters';
import { CalendarGrid } from './components/CalendarGrid';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { PeriodPageFrame } from '../../ui/PageFrame';
import { useCalendarDays } from './use-calendar-days';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute } from '@lonportal/domain/access/route-table';
import { useLonKoder } from '../../lib/reference-lists/get-lonkoder';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import { useCompensations } from '../compensations';
import { useEntryEditor, usePeriodReport, useTimeContext } from '../time';

/**
 * /calendar (Kalendarie, SPEC §2.1): the selected employee's month (the date filter's month) in
 * weeks, scheduled against reported hours, absence, holidays, status and what the compensations pay
 * per day, filtered by KalFilter; a day opens its rows.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const ctx = useTimeContext();
  const filter = useDateFilter();
  const month = calendarMonth(filter.period);
  const anstNr = ctx.selection.anstNr;
  const report = usePeriodReport(ctx.ftgId, anstNr, month);
  const [kalFilter, setKalFilter] = useState<KalFilter>(EMPTY_KAL_FILTER);
  // The employee's compensations of the month, where the user sees compensations.
  const { me } = useSession();
  const portal = usePortalInfo(ctx.ftgId);
  const showsCompensations =
    portal.data !== undefined && canAccessRoute('Compensations', accessContextFromMe(me, portal.data));
  const compensations = useCompensations(ctx.ftgId, showsCompensations ? anstNr : null, month);
  const payCodes = useLonKoder(ctx.ftgId);
  const days = useCalendarDays(report.data, kalFilter, ctx.kindOf, compensations.data?.Rader);
  const editor = useEntryEditor(ctx, report.data);
  const [openDate, setOpenDate] = useState<string | null>(null);
  const openDay = openDate ? days.get(openDate) : undefined;
  const monthText = periodLabel(t, i18n.resolvedLanguage ?? i18n.language, 'M', month);

  return (
    <PeriodPageFrame title={t('calendar.title')}>
      <CalendarFilters
        ctx={ctx}
        value={kalFilter}
        onChange={setKalFilter}
        payCodes={showsCompensations ? (payCodes.data ?? []) : null}
      />
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
        <CalendarDayDialog
          day={openDay}
          ctx={ctx}
          editor={editor}
          payCodeText={(lonKod) => payCodes.data?.find((c) => c.LonKod === lonKod)?.BenText ?? ''}
          onClose={() => setOpenDate(null)}
        />
      )}
      {editor.dialogs}
    </PeriodPageFrame>
  );
}
