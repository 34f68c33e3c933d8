import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mayTransferToPayroll } from '@lonportal/domain/time-reporting/scope';
import { useDateFilter } from '../../../lib/date-filter';
import { useSession } from '../../../lib/session';
import { PayrollExportButton } from '../export/PayrollExportButton';
import { useAttestList } from './api/get-attest-list';
import { EmployeeStatusList } from './components/EmployeeStatusList';
import { InlineLoader } from './components/InlineLoader';
import { ApprovalLoadFailed, PageFrame, PeriodTooLong, isPeriodTooLong } from './components/PageFrame';

/**
 * /attest (SPEC §2.1, §4, §6: not PER, KalUseAttest): the attest list of the period, attested or
 * reverted in bulk or per employee, and the hand-off to payroll for the administrators.
 */
export function AttestPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const { KalUseLonReady, KalUseAttest } = me.FtgInfo;
  const flags = useMemo(() => ({ KalUseLonReady, KalUseAttest }), [KalUseLonReady, KalUseAttest]);
  const { period } = useDateFilter();
  const tooLong = isPeriodTooLong(period);
  const list = useAttestList(me.FtgInfo.FtgId, period, !tooLong);

  return (
    <PageFrame titleKey="attest.title" intro={t('attest.intro')}>
      {tooLong ? (
        <PeriodTooLong />
      ) : list.isPending ? (
        <InlineLoader />
      ) : list.isError ? (
        <ApprovalLoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <EmployeeStatusList
          list={list.data}
          period={period}
          flags={flags}
          actions={['attest', 'unattest']}
          filterable
          tableLabel={t('attest.tableLabel')}
          {...(mayTransferToPayroll(me.UserAccount.Roll)
            ? { extraActions: <PayrollExportButton period={period} /> }
            : {})}
        />
      )}
    </PageFrame>
  );
}
