import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import EventRepeat from '@mui/icons-material/EventRepeat';
import { todayIso, useDateFilter } from '../../lib/date-filter';
import { DayGroup } from './components/DayGroup';
import { EmployeeQueryGate } from './components/EmployeeQueryGate';
import { EntryTableHead } from './components/EntryRow';
import { TotalsBar } from './components/TotalsBar';
import { groupByDay, totalsOf } from './time-report';
import { useEntryEditor } from './use-entry-editor';
import { usePeriodReport } from './use-period-report';
import { useTimeContext } from './use-time-context';

/**
 * /timereporting (Tidrapport, SPEC §2.1, §5): the selected employee's rows of the date filter's
 * period, day by day, with the period's totals; add, edit, delete, copy and fill from the schedule.
 */
export function TimeReportPage() {
  const { t } = useTranslation();
  const ctx = useTimeContext();
  const { period } = useDateFilter();
  const anstNr = ctx.selection.anstNr;
  const report = usePeriodReport(ctx.ftgId, anstNr, period);
  const editor = useEntryEditor(ctx);
  const days = useMemo(
    () => (report.data ? groupByDay(report.data, ctx.kindOf) : null),
    [report.data, ctx.kindOf],
  );
  const today = todayIso();
  const newRowDate = today >= period.From && today <= period.To ? today : period.From;

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
        {(anstNr) =>
          days && (
            <>
              <TotalsBar totals={totalsOf(days)} />
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label={t('timeReport.page.tableLabel')}>
                  <EntryTableHead ctx={ctx} />
                  {days.map((day) => (
                    <DayGroup key={day.day.Datum} day={day} ctx={ctx} editor={editor} anstNr={anstNr} />
                  ))}
                </Table>
              </TableContainer>
            </>
          )
        }
      </EmployeeQueryGate>
      {editor.dialogs}
    </Box>
  );
}
