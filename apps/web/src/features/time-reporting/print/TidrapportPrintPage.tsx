import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { formatOrgnr } from '@lonportal/domain/validation/identity';
import { currentLanguage } from '../../../i18n/i18n';
import { useDateFilter } from '../../../lib/date-filter';
import { weekdayName } from '../../../lib/date-format';
import { employeeLabel } from '../../../lib/employee-selection';
import { statusLabel } from '../approval/status-labels';
import { EmployeeQueryGate } from '../components/EmployeeQueryGate';
import { groupByDay, totalsOf } from '../time-report';
import { usePeriodReport } from '../use-period-report';
import { useTimeContext } from '../use-time-context';
import { PrintPage } from './PrintPage';
import { printLines, sumsPerCode, tidrapportPdfName, tidrapportPdfUrl } from './print-report';

const hours = (n: number | null) => (n === null ? '' : formatNumberSv(n));
const bold = { fontWeight: 700 } as const;

/**
 * /rapporter/tidrapport (TidrapportPrint): the selected employee's time report for the date
 * filter's period as a print sheet — every day with its schedule and rows, the totals and the
 * hours per time code — and the same report as PDF.
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
