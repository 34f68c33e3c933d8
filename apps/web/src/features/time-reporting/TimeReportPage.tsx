import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import EventRepeat from '@mui/icons-material/EventRepeat';
import { todayIso, useDateFilter } from '../../lib/date-filter';
import { DayCard } from './components/DayCard';
import type { DayProps } from './components/DayHeader';
import { DayGroup } from './components/DayGroup';
import { EmployeeQueryGate } from './components/EmployeeQueryGate';
import { entryColumnCount, EntryTableHead } from './components/EntryRow';
import { TotalsBar } from './components/TotalsBar';
import { WeekHeading } from './components/WeekHeading';
import {
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

/**
 * /timereporting (Tidrapport, SPEC §2.1, §5): the selected employee's rows of the date filter's
 * period, week by week and day by day, with the period's totals (to date as well); add, edit,
 * delete, copy, a day or a week as scheduled, and fill from the schedule. A table on a wide screen,
 * a list of day cards on a phone (issue 11).
 */
export function TimeReportPage() {
  const { t } = useTranslation();
  const ctx = useTimeContext();
  const { period } = useDateFilter();
  const anstNr = ctx.selection.anstNr;
  const report = usePeriodReport(ctx.ftgId, anstNr, period);
  const editor = useEntryEditor(ctx, report.data);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const today = todayIso();
  const days = useMemo(
    () => (report.data ? groupByDay(report.data, ctx.kindOf) : null),
    [report.data, ctx.kindOf],
  );
  const weeks = useMemo(() => (days ? groupByWeek(days) : []), [days]);
  const fillable = useMemo(
    () => new Set(fillableDays(days ?? [], today).map((d) => d.day.Datum)),
    [days, today],
  );
  const newRowDate = today >= period.From && today <= period.To ? today : period.From;
  // "To date" means something while the period is going on.
  const ongoing = today >= period.From && today < period.To;

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 2 }}
      >
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('timeReport.page.title')}
        </Typography>
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
      <EmployeeQueryGate loading={ctx.isLoading} anstNr={anstNr} query={report}>
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
                  <Stack spacing={3}>
                    {weeks.map((week) => (
                      <Stack key={week.from} spacing={1.5} component="section">
                        <WeekHeading {...weekProps(week, ctx, editor, anstNr, fillable)} compact />
                        {week.days.map((day) => (
                          <DayCard key={day.day.Datum} {...dayProps(day)} />
                        ))}
                      </Stack>
                    ))}
                  </Stack>
                ) : (
                  <TableContainer component={Paper} variant="outlined">
                    <Table size="small" aria-label={t('timeReport.page.tableLabel')}>
                      <EntryTableHead ctx={ctx} />
                      {weeks.map((week) => (
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
                  </TableContainer>
                )}
              </>
            )
          );
        }}
      </EmployeeQueryGate>
      {editor.dialogs}
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
