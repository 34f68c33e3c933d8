import { Fragment, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import EventRepeat from '@mui/icons-material/EventRepeat';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute } from '@lonportal/domain/access/route-table';
import { MAX_PERIOD_DAYS } from '@lonportal/domain/time/entries';
import { todayIso, useDateFilter } from '../../lib/date-filter';
import { usePhoneLayout } from '../../ui/screen';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import type { ApproveDialogComponent } from './own-approval';
import { DayCard } from './components/DayCard';
import type { DayProps } from './components/DayHeader';
import { DayGroup } from './components/DayGroup';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { entryColumnCount, EntryTableHead } from './components/EntryRow';
import { TotalsBar } from './components/TotalsBar';
import { WeekHeading } from './components/WeekHeading';
import {
  approvalCheck,
  daysIn,
  fillableDays,
  groupByDay,
  groupByWeek,
  totalsOf,
  totalsToDate,
  type ReportDay,
  type ReportWeek,
} from './time-report';
import { useEntryEditor, type EntryEditor } from './use-entry-editor';
import { usePeriodReport } from './use-period-report';
import { useTimeContext, type TimeContext } from './use-time-context';
import { useProgressiveCount } from '../../ui/progressive';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { TipHost } from '../../ui/TipHost';

/**
 * /timereporting (Tidrapport, SPEC §2.1, §5): the selected employee's rows of the date filter's
 * period, week by week and day by day, with the period's totals (to date as well); add, edit,
 * delete, copy, a day or a week as scheduled, and fill from the schedule; the employee approves
 * their own period here too, asked first with what is approved and what to look at. A
 * table on a wide screen, a list of day cards on a phone.
 */
export function TimeReportPage({ ApproveDialog }: { ApproveDialog: ApproveDialogComponent }) {
  const { t } = useTranslation();
  const ctx = useTimeContext();
  const { period } = useDateFilter();
  const anstNr = ctx.selection.anstNr;
  const report = usePeriodReport(ctx.ftgId, anstNr, period);
  const editor = useEntryEditor(ctx, report.data);
  const phone = usePhoneLayout();
  const today = todayIso();
  // The rows' arrival renders as a transition, and the weeks in growing steps: a month
  // at once held a phone's main thread for a second. Until the rows of this employee and period
  // have rendered, the loader shows, never another period's rows.
  const reportKey = `${ctx.ftgId}/${anstNr ?? ''}/${period.From}/${period.To}`;
  const shownReport = useDeferredValue(
    useMemo(() => ({ key: reportKey, data: report.data }), [reportKey, report.data]),
  );
  const data = shownReport.key === reportKey ? shownReport.data : undefined;
  const days = useMemo(() => (data ? groupByDay(data, ctx.kindOf) : null), [data, ctx.kindOf]);
  const weeks = useMemo(() => (days ? groupByWeek(days) : []), [days]);
  const shownWeeks = useProgressiveCount(weeks.length, reportKey);
  const stillRendering = shownWeeks < weeks.length;
  const fillable = useMemo(
    () => new Set(fillableDays(days ?? [], today).map((d) => d.day.Datum)),
    [days, today],
  );
  const newRowDate = today >= period.From && today <= period.To ? today : period.From;
  // "To date" means something while the period is going on.
  const ongoing = today >= period.From && today < period.To;

  // The employee's own approval (SPEC §4, the access rules of /approveTime), offered while some
  // row of the period is there to approve and the period is one the endpoint takes.
  const { me } = useSession();
  const portal = usePortalInfo(ctx.ftgId);
  const access = portal.data ? accessContextFromMe(me, portal.data) : null;
  const flags = useMemo(
    () => ({ KalUseLonReady: ctx.ftg.KalUseLonReady, KalUseAttest: ctx.ftg.KalUseAttest }),
    [ctx.ftg.KalUseLonReady, ctx.ftg.KalUseAttest],
  );
  const [approving, setApproving] = useState(false);
  const mayApproveOwn =
    access !== null &&
    canAccessRoute('ApproveTime', access) &&
    anstNr !== null &&
    anstNr === access.AnstNr &&
    days !== null &&
    daysIn(period) <= MAX_PERIOD_DAYS &&
    approvalCheck(days, flags, ctx.kindOf, today).rows.length > 0;

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <TipHost />
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 2 }}
      >
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('timeReport.page.title')}
        </Typography>
        {mayApproveOwn && (
          <Button variant="outlined" startIcon={<TaskAlt />} onClick={() => setApproving(true)}>
            {t('timeReport.approve.action')}
          </Button>
        )}
        {ctx.mayReport && anstNr && (
          <>
            <Button
              variant="outlined"
              startIcon={<EventRepeat />}
              onClick={() => editor.fill(anstNr, period)}
            >
              {t('timeReport.fill.action')}
            </Button>
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => editor.add(newRowDate)}
              disabled={!ctx.employee}
            >
              {t('timeReport.action.newRow')}
            </Button>
          </>
        )}
      </Stack>
      <EmployeeQueryGate
        loading={ctx.isLoading}
        anstNr={anstNr}
        query={{ ...report, isPending: report.isPending || (report.data !== undefined && !data) }}
      >
        {(anstNr) => {
          const dayProps = (day: ReportDay): DayProps => ({
            day,
            ctx,
            editor,
            anstNr,
            fillable: fillable.has(day.day.Datum),
          });
          return (
            days && (
              <>
                <TotalsBar totals={totalsOf(days)} toDate={ongoing ? totalsToDate(days, today) : null} />
                {phone ? (
                  <Stack spacing={3} aria-busy={stillRendering}>
                    {weeks.slice(0, shownWeeks).map((week) => (
                      <Stack key={week.from} spacing={1.5} component="section">
                        <WeekHeading {...weekProps(week, ctx, editor, anstNr, fillable)} compact />
                        {week.days.map((day) => (
                          <DayCard key={day.day.Datum} {...dayProps(day)} />
                        ))}
                      </Stack>
                    ))}
                  </Stack>
                ) : (
                  <ScrollRegion outlined label={t('timeReport.page.tableLabel')}>
                    <Table
                      size="small"
                      aria-label={t('timeReport.page.tableLabel')}
                      aria-busy={stillRendering}
                    >
                      <EntryTableHead ctx={ctx} />
                      {weeks.slice(0, shownWeeks).map((week) => (
                        <Fragment key={week.from}>
                          <TableBody>
                            <TableRow>
                              <TableCell colSpan={entryColumnCount(ctx)} sx={{ py: 1.5 }}>
                                <WeekHeading {...weekProps(week, ctx, editor, anstNr, fillable)} />
                              </TableCell>
                            </TableRow>
                          </TableBody>
                          {week.days.map((day) => (
                            <DayGroup key={day.day.Datum} {...dayProps(day)} />
                          ))}
                        </Fragment>
                      ))}
                    </Table>
                  </ScrollRegion>
                )}
              </>
            )
          );
        }}
      </EmployeeQueryGate>
      {editor.dialogs}
      {approving && anstNr && report.data && access && (
        <ApproveDialog
          ftgId={ctx.ftgId}
          anstNr={anstNr}
          period={period}
          report={report.data}
          kindOf={ctx.kindOf}
          flags={flags}
          readPunches={canAccessRoute('Stamplingar', access)}
          onClose={() => setApproving(false)}
        />
      )}
    </Box>
  );
}

const weekProps = (
  week: ReportWeek,
  ctx: TimeContext,
  editor: EntryEditor,
  anstNr: string,
  fillable: ReadonlySet<string>,
) => ({
  week,
  ctx,
  editor,
  anstNr,
  fillable: week.days.filter((d) => fillable.has(d.day.Datum)).length,
});
