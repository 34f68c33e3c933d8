import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { formatOrgnr } from '@lonportal/domain/validation/identity';
import { TIME_ENTRY_STATUSES } from '@lonportal/domain/row-status';
import { currentLanguage } from '../../i18n/i18n';
import { useDateFilter } from '../../lib/date-filter';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { sortByName, useAttestList } from '../approval';
import { FactGrid, type Fact } from '../../ui/FactGrid';
import { PeriodTooLong, isPeriodTooLong } from '../../ui/PageFrame';
import { statusLabel } from '../../lib/row-status/status-labels';
import type { StatusCounts } from '../../lib/row-status/status-actions';
import { PrintList, PrintPage, ScreenLayouts } from './PrintPage';
import { attestlistaPdfName, attestlistaPdfUrl, attestTotals, type AttestTotals } from './print-report';

const bold = { fontWeight: 700 } as const;

/**
 * /rapporter/attestlista (AttestlistaPrint): the attest list of the date filter's period — per
 * employee the caller may attest, scheduled and reported hours and the rows per status — as a
 * print sheet and as PDF. On a phone's screen the employees are a list.
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
        <LoadFailed
          error={list.error}
          onRetry={() => void list.refetch()}
          retryText={t('print.retry')}
          text={t('print.loadFailed')}
        />
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('print.attestlista.empty')}</Alert>
      ) : (
        <ScreenLayouts
          table={
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
          }
          list={<EmployeeList rows={rows} totals={totals} />}
        />
      )}
    </PrintPage>
  );
}

/** The attest list's employees on a phone: hours, and rows per status that has rows. */
function EmployeeList({ rows, totals }: { rows: readonly AttestListEntry[]; totals: AttestTotals }) {
  const { t } = useTranslation();
  const status = (counts: StatusCounts): Fact => {
    const present = TIME_ENTRY_STATUSES.filter((s) => counts[s] > 0);
    return {
      label: t('print.tidrapport.col.status'),
      value:
        present.length === 0
          ? t('approval.noRowsShort')
          : present.map((s) => (
              <Box component="span" key={s} sx={{ display: 'block' }}>
                {t('approval.statusCount', { status: t(statusLabel(s).key), count: counts[s] })}
              </Box>
            )),
      wide: true,
    };
  };
  return (
    <PrintList label={t('print.attestlista.tableLabel')}>
      {rows.map((e) => (
        <Box component="li" key={e.AnstNr} data-testid="print-employee">
          <Typography sx={{ ...bold, overflowWrap: 'anywhere' }}>{`${e.EfNamn}, ${e.FoNamn}`}</Typography>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('approval.card.employee', { anstNr: e.AnstNr, department: e.Avdelning })}
          </Typography>
          <FactGrid
            facts={[
              { label: t('print.attestlista.col.schema'), value: formatNumberSv(e.SchemaTimmar) },
              { label: t('print.attestlista.col.timmar'), value: formatNumberSv(e.Timmar) },
              status(e.Antal),
            ]}
          />
        </Box>
      ))}
      <Box component="li">
        <Typography sx={bold}>{t('print.total')}</Typography>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t('print.attestlista.employees', { count: totals.employees })}
        </Typography>
        <FactGrid
          facts={[
            { label: t('print.attestlista.col.schema'), value: formatNumberSv(totals.schemaTimmar) },
            { label: t('print.attestlista.col.timmar'), value: formatNumberSv(totals.timmar) },
            status(totals.antal),
          ]}
        />
      </Box>
    </PrintList>
  );
}
