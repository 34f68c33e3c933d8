import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { can } from '@lonportal/domain/access/capabilities';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { PeriodPageFrame } from '../../ui/PageFrame';
import { ViewTabs } from '../../ui/ViewTabs';
import { usePayslips } from './api/get-payslips';
import { BalancesPart } from './components/BalancesPart';
import { EmployeeChoice } from './components/EmployeeChoice';
import { PayslipsPart } from './components/PayslipsPart';
import { PAYSLIP_PARAM, VIEW_PARAM, viewFrom, viewsOf, whoseOf, type PayslipsView } from './payslips-page';

// The pay run's import is for the few who publish payslips, and seldom: its code, and the texts of
// the registers' imports it shares (ADR 0029), come when it is opened.
const PayRunImportDialog = lazy(async () => {
  const [dialog] = await Promise.all([
    import('./components/PayRunImportDialog'),
    import('../../i18n/i18n').then((m) => m.loadPageTexts('registers')),
  ]);
  return { default: dialog.PayRunImportDialog };
});

/** The payslips and balances of one employee: the company's parts, as tabs when it shows both. */
function PayslipsOf({ ftgId, anstNr }: { ftgId: string; anstNr: string | null }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const list = usePayslips(ftgId, anstNr);
  if (list.isPending) return <PageLoader />;
  if (list.isError)
    return (
      <LoadFailed
        error={list.error}
        onRetry={() => void list.refetch()}
        retryText={t('payslips.retry')}
        text={t('payslips.loadFailed')}
      />
    );
  const views = viewsOf(list.data);
  const view = viewFrom(search.get(VIEW_PARAM), views);
  const show = (next: PayslipsView) => {
    const params = new URLSearchParams(search);
    params.set(VIEW_PARAM, next);
    params.delete(PAYSLIP_PARAM);
    setSearch(params, { replace: true });
  };
  return (
    <Stack spacing={2}>
      {views.length > 1 && view && (
        <ViewTabs<PayslipsView>
          value={view}
          onChange={show}
          label={t('payslips.views')}
          tabs={views.map((v) => ({ value: v, label: t(`payslips.view.${v}`) }))}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        />
      )}
      {view === 'lonebesked' && (
        <PayslipsPart ftgId={ftgId} slips={list.data.Lonebesked} showEmployee={anstNr !== null} />
      )}
      {view === 'saldon' && <BalancesPart saldon={list.data.Saldon} />}
    </Stack>
  );
}

/**
 * /lonebesked (SPEC §2.1, route LonebeskedSaldon; §6: AVD, PER, ADM, FTG, LIC with
 * EnableLonebeskedView or EnableSaldonView): the employee's payslips and balances from the payroll
 * program, phone first. Those who may (SPEC §6 via the domain's capabilities) read another
 * employee's, each view logged, and import and publish a pay run (DOMAIN §12 LÖNUT).
 */
export function PayslipsPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const own = me.UserAccount.AnstNr;
  const mayImport = can('importPayslips', me.UserAccount);
  const mayReadOthers = can('readOthersPayslips', me.UserAccount);
  // The employee chosen, in the company it was chosen in: another company starts from one's own.
  const [chosen, setChosen] = useState<{ ftgId: string; anstNr: string } | null>(null);
  // The import's dialog stays mounted until it has closed (its closing animation), then goes.
  const [importOpen, setImportOpen] = useState(false);
  const [importShown, setImportShown] = useState(false);
  const [search, setSearch] = useSearchParams();
  const whose = whoseOf(own, chosen?.ftgId === ftgId ? chosen.anstNr : null);
  const choose = (anstNr: string | null) => {
    setChosen(anstNr === null ? null : { ftgId, anstNr });
    // A payslip of the employee shown before is not one of the next one's.
    if (search.has(PAYSLIP_PARAM)) {
      const params = new URLSearchParams(search);
      params.delete(PAYSLIP_PARAM);
      setSearch(params, { replace: true });
    }
  };
  return (
    <PeriodPageFrame
      title={t('menu.LonebeskedSaldon')}
      actions={
        mayImport && (
          <Button
            variant="outlined"
            startIcon={<UploadFile />}
            onClick={() => {
              setImportShown(true);
              setImportOpen(true);
            }}
          >
            {t('payslips.import.open')}
          </Button>
        )
      }
    >
      {mayReadOthers && (
        <Stack spacing={1} sx={{ mb: 2 }}>
          <EmployeeChoice
            ftgId={ftgId}
            anstNr={whose === undefined ? null : (whose ?? own)}
            onChange={choose}
          />
          {whose !== undefined && whose !== null && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('payslips.employee.logged')}
            </Typography>
          )}
        </Stack>
      )}
      {whose === undefined ? (
        <Alert severity="info">
          {t(mayReadOthers ? 'payslips.employee.choose' : 'payslips.employee.none')}
        </Alert>
      ) : (
        <PayslipsOf key={`${ftgId}:${whose ?? ''}`} ftgId={ftgId} anstNr={whose} />
      )}
      {importShown && (
        <Suspense fallback={null}>
          <PayRunImportDialog
            ftgId={ftgId}
            open={importOpen}
            onClose={() => setImportOpen(false)}
            onExited={() => setImportShown(false)}
          />
        </Suspense>
      )}
    </PeriodPageFrame>
  );
}
