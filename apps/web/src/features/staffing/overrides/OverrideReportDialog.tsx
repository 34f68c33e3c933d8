import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Print from '@mui/icons-material/Print';
import type { OverstyrningQuery } from '@lonportal/domain/staffing/overrides';
import { todayIso } from '../../../lib/date-filter';
import { useSession } from '../../../lib/session';
import { AppDialog } from '../../../ui/AppDialog';
import { FormDateField } from '../../../ui/FormDateField';
import { InlineLoader } from '../../../ui/InlineLoader';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useStaffingLists } from '../needs/use-staffing-lists';
import { useOverrideReport } from './api';
import { overridePrintCss } from './override-print';
import { OverrideSheet } from './OverrideSheet';
import { useOverridePeriod } from './use-override-period';

/** Wide enough for the sheet as it prints on A4; full screen on a phone (AppDialog). */
const REPORT_WIDTH = 840;

/**
 * The report of overridden warnings for a chosen period, opened from the overview (DOMAIN §4:
 * Arbetsmiljöverket's sanction fees; the employer shows each override with who and why; ADR 0031).
 * "Skriv ut" prints the sheet only, on A4.
 */
export function OverrideReportDialog({
  initial,
  onClose,
}: {
  initial: OverstyrningQuery;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const form = useOverridePeriod(initial);
  const report = useOverrideReport(ftgId, form.period);
  const lists = useStaffingLists();
  return (
    <AppDialog
      open
      onClose={onClose}
      width={REPORT_WIDTH}
      title={t('staffing.overrides.title')}
      actions={
        <>
          <Button onClick={onClose}>{t('staffing.overrides.close')}</Button>
          <Button
            variant="contained"
            startIcon={<Print />}
            onClick={() => window.print()}
            disabled={!report.data}
          >
            {t('print.print')}
          </Button>
        </>
      }
    >
      <GlobalStyles styles={overridePrintCss} />
      <form
        noValidate
        onSubmit={(e) => void form.show(e)}
        aria-label={t('staffing.overrides.periodLabel')}
        data-print-hide=""
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 1, mb: 3, alignItems: { sm: 'flex-start' } }}
        >
          <FormDateField control={form.control} name="From" label={t('staffing.overrides.from')} required />
          <FormDateField control={form.control} name="To" label={t('staffing.overrides.to')} required />
          <Button
            type="submit"
            variant="outlined"
            sx={{ minHeight: 44, alignSelf: { xs: 'flex-end', sm: 'center' } }}
          >
            {t('staffing.overrides.show')}
          </Button>
        </Stack>
      </form>
      {report.isPending ? (
        <InlineLoader />
      ) : report.error ? (
        <LoadFailed
          error={report.error}
          onRetry={() => void report.refetch()}
          retryText={t('print.retry')}
          text={t('staffing.overrides.loadFailed')}
        />
      ) : (
        <OverrideSheet
          data={report.data}
          company={me.FtgInfo.Namn}
          printed={todayIso()}
          tasks={lists.names.task}
        />
      )}
    </AppDialog>
  );
}
