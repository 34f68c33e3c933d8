import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { compensationTotals, type Compensation } from '@lonportal/domain/compensations/compensations';
import { formatOrgnr } from '@lonportal/domain/validation/identity';
import { currentLanguage } from '../../i18n/i18n';
import { useDateFilter } from '../../lib/date-filter';
import { employeeLabel } from '../../lib/employee-selection';
import { FactGrid } from '../../ui/FactGrid';
import { statusLabel } from '../../lib/row-status/status-labels';
import { useCompensationContext, useCompensations } from '../compensations';
import { formatDecimal, formatKronor, formatMoney } from '../../lib/number-format';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { PrintList, PrintPage, ScreenLayouts } from './PrintPage';
import { ersattningarPdfName, ersattningarPdfUrl } from './print-report';

const bold = { fontWeight: 700 } as const;

/**
 * /rapporter/ersattningar (ErsattningarPrint): the selected employee's compensations of
 * the date filter's period as a print sheet — each row with what it pays, its status and whether a
 * receipt is attached, and the totals of the page (compensationTotals) — and the same as PDF.
 */
export function ErsattningarPrintPage() {
  const { t, i18n } = useTranslation();
  const ctx = useCompensationContext();
  const { period } = useDateFilter();
  const anstNr = ctx.selection.anstNr;
  const list = useCompensations(ctx.ftgId, anstNr, period);
  const rows = list.data?.Rader ?? [];
  const totals = compensationTotals(rows);
  const lng = i18n.language;
  const code = (r: Compensation) => `${r.LonKod} ${ctx.payCodeText(r.LonKod)}`.trim();
  const receipt = (r: Compensation) =>
    t(r.ReceiptId ? 'print.ersattningar.receiptYes' : 'print.ersattningar.receiptNo');

  const facts: [string, string][] = [
    [t('print.company'), ctx.ftg.Namn],
    [t('print.orgnr'), formatOrgnr(ctx.ftg.Orgnr)],
    ...(ctx.employee ? [[t('print.employee'), employeeLabel(ctx.employee)] as [string, string]] : []),
    [t('print.period'), t('print.periodValue', { from: period.From, to: period.To })],
  ];

  return (
    <PrintPage
      titleKey="print.ersattningar.title"
      facts={facts}
      landscape
      pdf={
        anstNr !== null && list.data
          ? {
              url: ersattningarPdfUrl(anstNr, period, currentLanguage()),
              fileName: ersattningarPdfName(anstNr, period),
            }
          : null
      }
    >
      <EmployeeQueryGate
        loading={ctx.isLoading}
        anstNr={anstNr}
        query={list}
        noEmployeeKey="print.ersattningar.noEmployee"
        retryKey="print.retry"
        failedKey="print.loadFailed"
      >
        {() =>
          rows.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('print.ersattningar.empty')}</Typography>
          ) : (
            <ScreenLayouts
              table={
                <Table size="small" aria-label={t('print.ersattningar.tableLabel')}>
                  <TableHead>
                    <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                      <TableCell>{t('print.ersattningar.col.datum')}</TableCell>
                      <TableCell>{t('print.ersattningar.col.lonkod')}</TableCell>
                      <TableCell>{t('print.ersattningar.col.text')}</TableCell>
                      <TableCell align="right">{t('print.ersattningar.col.antal')}</TableCell>
                      <TableCell align="right">{t('print.ersattningar.col.apris')}</TableCell>
                      <TableCell align="right">{t('print.ersattningar.col.belopp')}</TableCell>
                      <TableCell align="right">{t('print.ersattningar.col.moms')}</TableCell>
                      <TableCell align="right">{t('print.ersattningar.col.summa')}</TableCell>
                      <TableCell>{t('print.ersattningar.col.status')}</TableCell>
                      <TableCell>{t('print.ersattningar.col.kvitto')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((r) => (
                      <TableRow key={r.Id} data-testid="print-compensation">
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.Datum}</TableCell>
                        <TableCell>{code(r)}</TableCell>
                        <TableCell>{r.Text}</TableCell>
                        <TableCell align="right">{formatDecimal(r.Antal, lng)}</TableCell>
                        <TableCell align="right">
                          {r.Apris === null ? '' : formatMoney(r.Apris, r.ValutaKod, lng)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(r.Belopp, r.ValutaKod, lng)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(r.Moms, r.ValutaKod, lng)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatKronor(r.Summa, lng)}
                        </TableCell>
                        <TableCell>{t(statusLabel(r.Status).key)}</TableCell>
                        <TableCell>{receipt(r)}</TableCell>
                      </TableRow>
                    ))}
                    <TableRow>
                      <TableCell sx={bold} colSpan={6}>
                        {t('print.total')}
                      </TableCell>
                      <TableCell sx={bold} align="right" colSpan={2}>
                        {formatKronor(totals.Summa, lng)}
                      </TableCell>
                      <TableCell colSpan={2}>
                        {t('print.ersattningar.moms', { amount: formatKronor(totals.MomsSek, lng) })}
                      </TableCell>
                    </TableRow>
                  </TableBody>
                </Table>
              }
              list={
                <PrintList label={t('print.ersattningar.tableLabel')}>
                  {rows.map((r) => (
                    <Box component="li" key={r.Id} data-testid="print-compensation">
                      <Typography sx={bold}>{`${r.Datum} ${code(r)}`}</Typography>
                      {r.Text && <Typography variant="body2">{r.Text}</Typography>}
                      <FactGrid
                        facts={[
                          {
                            label: t('print.ersattningar.col.belopp'),
                            value: formatMoney(r.Belopp, r.ValutaKod, lng),
                          },
                          {
                            label: t('print.ersattningar.col.moms'),
                            value: formatMoney(r.Moms, r.ValutaKod, lng),
                          },
                          { label: t('print.ersattningar.col.summa'), value: formatKronor(r.Summa, lng) },
                          { label: t('print.ersattningar.col.kvitto'), value: receipt(r) },
                          {
                            label: t('print.ersattningar.col.status'),
                            value: t(statusLabel(r.Status).key),
                            wide: true,
                          },
                        ]}
                      />
                    </Box>
                  ))}
                  <Box component="li">
                    <Typography
                      sx={bold}
                    >{`${t('print.total')}: ${formatKronor(totals.Summa, lng)}`}</Typography>
                    <Typography variant="body2">
                      {t('print.ersattningar.moms', { amount: formatKronor(totals.MomsSek, lng) })}
                    </Typography>
                  </Box>
                </PrintList>
              }
            />
          )
        }
      </EmployeeQueryGate>
    </PrintPage>
  );
}
