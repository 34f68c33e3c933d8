import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { formatOrgnr } from '@lonportal/domain/validation/identity';
import { currentLanguage } from '../../i18n/i18n';
import { useDateFilter } from '../../lib/date-filter';
import { weekdayName } from '../../lib/date-format';
import { employeeLabel } from '../../lib/employee-selection';
import { FactGrid, type Fact } from '../../ui/FactGrid';
import { statusLabel } from '../../lib/row-status/status-labels';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { groupByDay, type PeriodTotals, totalsOf, usePeriodReport, useTimeContext } from '../time';
import { PrintList, PrintPage, ScreenLayouts } from './PrintPage';
import {
  printDays,
  printLines,
  sumsPerCode,
  tidrapportPdfName,
  tidrapportPdfUrl,
  type PrintLine,
} from './print-report';

const hours = (n: number | null) => (n === null ? '' : formatNumberSv(n));
const bold = { fontWeight: 700 } as const;

/**
 * /rapporter/tidrapport (TidrapportPrint): the selected employee's time report for the date
 * filter's period as a print sheet — every day with its schedule and rows, the totals and the
 * hours per time code — and the same report as PDF. On a phone's screen the days are a list.
 */
export function TidrapportPrintPage() {
  const { t, i18n } = useTranslation();
  const ctx = useTimeContext();
  const { period } = useDateFilter();
  const anstNr = ctx.selection.anstNr;
  const report = usePeriodReport(ctx.ftgId, anstNr, period);
  const days = useMemo(
    () => (report.data ? groupByDay(report.data, ctx.kindOf) : null),
    [report.data, ctx.kindOf],
  );
  const lines = useMemo(() => (days ? printLines(days, ctx.codeText) : []), [days, ctx]);
  const perCode = useMemo(() => sumsPerCode(report.data?.Rader ?? []), [report.data]);
  const totals = days ? totalsOf(days) : null;

  const facts: [string, string][] = [
    [t('print.company'), ctx.ftg.Namn],
    [t('print.orgnr'), formatOrgnr(ctx.ftg.Orgnr)],
    ...(ctx.employee ? [[t('print.employee'), employeeLabel(ctx.employee)] as [string, string]] : []),
    [t('print.period'), t('print.periodValue', { from: period.From, to: period.To })],
  ];
  const ready = anstNr !== null && totals !== null;

  return (
    <PrintPage
      titleKey="print.tidrapport.title"
      facts={facts}
      pdf={
        ready
          ? {
              url: tidrapportPdfUrl(anstNr, period, currentLanguage()),
              fileName: tidrapportPdfName(anstNr, period),
            }
          : null
      }
    >
      <EmployeeQueryGate
        loading={ctx.isLoading}
        anstNr={anstNr}
        query={report}
        noEmployeeKey="print.tidrapport.noEmployee"
        retryKey="print.retry"
        failedKey="print.loadFailed"
      >
        {() =>
          totals && (
            <>
              <ScreenLayouts
                table={
                  <Table size="small" aria-label={t('print.tidrapport.tableLabel')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('print.tidrapport.col.datum')}</TableCell>
                        <TableCell>{t('print.tidrapport.col.tidkod')}</TableCell>
                        <TableCell>{t('print.tidrapport.col.benamning')}</TableCell>
                        <TableCell>{t('print.tidrapport.col.start')}</TableCell>
                        <TableCell>{t('print.tidrapport.col.slut')}</TableCell>
                        <TableCell align="right">{t('print.tidrapport.col.rast')}</TableCell>
                        <TableCell align="right">{t('print.tidrapport.col.timmar')}</TableCell>
                        <TableCell align="right">{t('print.tidrapport.col.schema')}</TableCell>
                        <TableCell>{t('print.tidrapport.col.status')}</TableCell>
                        <TableCell>{t('print.tidrapport.col.kommentar')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {lines.map((l) => (
                        <TableRow key={l.key}>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {l.datum && `${weekdayName(l.datum, i18n.language)} ${l.datum}`}
                          </TableCell>
                          <TableCell>{l.tidKod}</TableCell>
                          <TableCell>{l.text}</TableCell>
                          <TableCell>{l.startTid}</TableCell>
                          <TableCell>{l.slutTid}</TableCell>
                          <TableCell align="right">{l.rast ?? ''}</TableCell>
                          <TableCell align="right">{hours(l.timmar)}</TableCell>
                          <TableCell align="right">{hours(l.schema)}</TableCell>
                          <TableCell>{l.status && t(statusLabel(l.status).key)}</TableCell>
                          <TableCell>{l.kommentar}</TableCell>
                        </TableRow>
                      ))}
                      <TableRow>
                        <TableCell sx={bold} colSpan={5}>
                          {t('print.total')}
                        </TableCell>
                        <TableCell sx={bold} align="right">
                          {hours(totals.reported)}
                        </TableCell>
                        <TableCell sx={bold} align="right">
                          {hours(totals.scheduled)}
                        </TableCell>
                        <TableCell sx={bold} colSpan={2}>
                          {t('print.tidrapport.difference', { hours: hours(totals.difference) })}
                        </TableCell>
                      </TableRow>
                    </TableBody>
                  </Table>
                }
                list={<DayList lines={lines} totals={totals} />}
              />
              <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
                {t('print.tidrapport.perCode')}
              </Typography>
              {perCode.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>{t('print.tidrapport.noRows')}</Typography>
              ) : (
                <Table size="small" aria-label={t('print.tidrapport.perCode')} sx={{ maxWidth: 520 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('print.tidrapport.col.tidkod')}</TableCell>
                      <TableCell>{t('print.tidrapport.col.benamning')}</TableCell>
                      <TableCell align="right">{t('print.tidrapport.col.rader')}</TableCell>
                      <TableCell align="right">{t('print.tidrapport.col.timmar')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {perCode.map((s) => (
                      <TableRow key={s.tidKod}>
                        <TableCell>{s.tidKod}</TableCell>
                        <TableCell>{ctx.codeText(s.tidKod)}</TableCell>
                        <TableCell align="right">{s.antal}</TableCell>
                        <TableCell align="right">{hours(s.timmar)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </>
          )
        }
      </EmployeeQueryGate>
    </PrintPage>
  );
}

/** The time report's days on a phone: each day with its schedule and its rows. */
function DayList({ lines, totals }: { lines: readonly PrintLine[]; totals: PeriodTotals }) {
  const { t, i18n } = useTranslation();
  const days = printDays(lines);
  const rowFacts = (l: PrintLine): Fact[] => [
    ...(l.startTid ? [{ label: t('print.tidrapport.col.start'), value: l.startTid }] : []),
    ...(l.slutTid ? [{ label: t('print.tidrapport.col.slut'), value: l.slutTid }] : []),
    ...(l.rast === null ? [] : [{ label: t('print.tidrapport.col.rast'), value: l.rast }]),
    { label: t('print.tidrapport.col.timmar'), value: hours(l.timmar) },
    ...(l.status
      ? [{ label: t('print.tidrapport.col.status'), value: t(statusLabel(l.status).key), wide: true }]
      : []),
    ...(l.kommentar ? [{ label: t('print.tidrapport.col.kommentar'), value: l.kommentar, wide: true }] : []),
  ];
  return (
    <PrintList label={t('print.tidrapport.tableLabel')}>
      {days.map((d) => (
        <Box component="li" key={d.datum} data-testid="print-day">
          <Stack
            direction="row"
            useFlexGap
            sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}
          >
            <Typography sx={bold}>{`${weekdayName(d.datum, i18n.language)} ${d.datum}`}</Typography>
            <Typography variant="body2">{`${t('print.tidrapport.col.schema')} ${hours(d.schema)}`}</Typography>
          </Stack>
          {d.lines.map((l) =>
            l.tidKod === '' ? (
              l.text && (
                <Typography key={l.key} variant="body2">
                  {l.text}
                </Typography>
              )
            ) : (
              <Box key={l.key} sx={{ mt: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {`${l.tidKod} ${l.text}`.trim()}
                </Typography>
                <FactGrid facts={rowFacts(l)} />
              </Box>
            ),
          )}
        </Box>
      ))}
      <Box component="li">
        <Typography sx={{ ...bold, mb: 0.5 }}>{t('print.total')}</Typography>
        <FactGrid
          facts={[
            { label: t('print.tidrapport.col.timmar'), value: hours(totals.reported) },
            { label: t('print.tidrapport.col.schema'), value: hours(totals.scheduled) },
          ]}
        />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('print.tidrapport.difference', { hours: hours(totals.difference) })}
        </Typography>
      </Box>
    </PrintList>
  );
}
