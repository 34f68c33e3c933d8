import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { formatOrgnr } from '@lonportal/domain/validation/identity';
import { TIME_ENTRY_STATUSES } from '@lonportal/domain/time-reporting/status';
import { currentLanguage } from '../../../i18n/i18n';
import { errorMessageKey } from '../../../lib/api-client';
import { useDateFilter } from '../../../lib/date-filter';
import { useSession } from '../../../lib/session';
import { PageLoader } from '../../../ui/PageLoader';
import { useAttestList } from '../approval/api/get-attest-list';
import { sortByName } from '../approval/attest-list';
import { PeriodTooLong, isPeriodTooLong } from '../approval/components/PageFrame';
import { statusLabel } from '../approval/status-labels';
import { PrintPage } from './PrintPage';
import { attestlistaPdfName, attestlistaPdfUrl, attestTotals } from './print-report';

const bold = { fontWeight: 700 } as const;

/**
 * /rapporter/attestlista (AttestlistaPrint): the attest list of the date filter's period — per
 * employee the caller may attest, scheduled and reported hours and the rows per status — as a
 * print sheet and as PDF.
 */
export function AttestlistaPrintPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftg = me.FtgInfo;
  const { period } = useDateFilter();
  const tooLong = isPeriodTooLong(period);
  const list = useAttestList(ftg.FtgId, period, !tooLong);
  const rows = useMemo(() => sortByName(list.data ?? []), [list.data]);
  const totals = useMemo(() => attestTotals(rows), [rows]);

  const facts: [string, string][] = [
    [t('print.company'), ftg.Namn],
    [t('print.orgnr'), formatOrgnr(ftg.Orgnr)],
    [t('print.period'), t('print.periodValue', { from: period.From, to: period.To })],
  ];

  return (
    <PrintPage
      titleKey="print.attestlista.title"
      facts={facts}
      landscape
      pdf={
        list.data
          ? { url: attestlistaPdfUrl(period, currentLanguage()), fileName: attestlistaPdfName(period) }
          : null
      }
    >
      {tooLong ? (
        <PeriodTooLong />
      ) : list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('print.retry')}
            </Button>
          }
        >
          {t('print.loadFailed')} {t(errorMessageKey(list.error))}
        </Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('print.attestlista.empty')}</Alert>
      ) : (
        <Table size="small" aria-label={t('print.attestlista.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('print.attestlista.col.anstNr')}</TableCell>
              <TableCell>{t('print.attestlista.col.namn')}</TableCell>
              <TableCell>{t('print.attestlista.col.avdelning')}</TableCell>
              <TableCell align="right">{t('print.attestlista.col.schema')}</TableCell>
              <TableCell align="right">{t('print.attestlista.col.timmar')}</TableCell>
              {TIME_ENTRY_STATUSES.map((s) => (
                <TableCell key={s} align="right">
                  {t(statusLabel(s).key)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((e) => (
              <TableRow key={e.AnstNr}>
                <TableCell>{e.AnstNr}</TableCell>
                <TableCell>{`${e.EfNamn}, ${e.FoNamn}`}</TableCell>
                <TableCell>{e.Avdelning}</TableCell>
                <TableCell align="right">{formatNumberSv(e.SchemaTimmar)}</TableCell>
                <TableCell align="right">{formatNumberSv(e.Timmar)}</TableCell>
                {TIME_ENTRY_STATUSES.map((s) => (
                  <TableCell key={s} align="right">
                    {e.Antal[s]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={bold}>{t('print.total')}</TableCell>
              <TableCell sx={bold} colSpan={2}>
                {t('print.attestlista.employees', { count: totals.employees })}
              </TableCell>
              <TableCell sx={bold} align="right">
                {formatNumberSv(totals.schemaTimmar)}
              </TableCell>
              <TableCell sx={bold} align="right">
                {formatNumberSv(totals.timmar)}
              </TableCell>
              {TIME_ENTRY_STATUSES.map((s) => (
                <TableCell key={s} sx={bold} align="right">
                  {totals.antal[s]}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      )}
    </PrintPage>
  );
}
