import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageLoader } from '../../../ui/PageLoader';
import { PeriodTooLong } from '../../../ui/PageFrame';
import { PrintPage, ScreenLayouts } from '../../../ui/PrintPage';
import { AttestListPrintEmployees } from './AttestListPrintEmployees';
import { AttestListPrintTable } from './AttestListPrintTable';
import { useAttestListPrint } from './use-attest-list-print';

/**
 * /rapporter/attestlista (AttestlistaPrint): the attest list of the date filter's period — per
 * employee the caller may attest, scheduled and reported hours and the rows per status — as a
 * print sheet and as PDF. On a phone's screen the employees are a list.
 */
export function AttestlistaPrintPage() {
  const { t } = useTranslation();
  const { tooLong, list, rows, totals, facts, pdf } = useAttestListPrint();
  return (
    <PrintPage titleKey="print.attestlista.title" facts={facts} landscape pdf={pdf}>
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
          table={<AttestListPrintTable rows={rows} totals={totals} />}
          list={<AttestListPrintEmployees rows={rows} totals={totals} />}
        />
      )}
    </PrintPage>
  );
}
