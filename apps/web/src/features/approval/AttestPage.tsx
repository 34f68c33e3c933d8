import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAttestCompensations, canAttestTime } from '@lonportal/domain/access/route-table';
import { mayTransferToPayroll } from '@lonportal/domain/employee-scope';
import { useDateFilter } from '../../lib/date-filter';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import { WaitingInOtherMonths } from '../compensations';
import { PayrollExportButton } from '../payroll';
import { useAttestList } from './api/get-attest-list';
import { EmployeeStatusList } from './components/EmployeeStatusList';
import { InlineLoader } from '../../ui/InlineLoader';
import { ViewTabs } from '../../ui/ViewTabs';
import { ApprovalLoadFailed, PageFrame, PeriodTooLong, isPeriodTooLong } from '../../ui/PageFrame';
import { entriesFor, type StatusResource } from '../../lib/row-status/status-resource';

/**
 * /attest (SPEC §2.1, §4, §6: not PER, KalUseAttest): the attest list of the period, attested or
 * reverted in bulk or per employee, and the hand-off to payroll for the administrators. Time and
 * compensation rows each have a tab, as the portal's attest flags allow.
 */
export function AttestPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const { KalUseLonReady, KalUseAttest } = me.FtgInfo;
  const flags = useMemo(() => ({ KalUseLonReady, KalUseAttest }), [KalUseLonReady, KalUseAttest]);
  const { period } = useDateFilter();
  const tooLong = isPeriodTooLong(period);
  const list = useAttestList(me.FtgInfo.FtgId, period, !tooLong);
  const portal = usePortalInfo(me.FtgInfo.FtgId);
  const access = portal.data ? accessContextFromMe(me, portal.data) : null;
  const resources: StatusResource[] = access
    ? [
        ...(canAttestTime(access) ? (['tid'] as const) : []),
        ...(canAttestCompensations(access) ? (['ersattningar'] as const) : []),
      ]
    : [];
  const [chosen, setChosen] = useState<StatusResource>('tid');
  const resource = resources.includes(chosen) ? chosen : (resources[0] ?? 'tid');
  const shown = useMemo(() => (list.data ? entriesFor(list.data, resource) : []), [list.data, resource]);

  return (
    <PageFrame
      titleKey="attest.title"
      intro={t(resource === 'tid' ? 'attest.intro' : 'attest.introCompensations')}
    >
      {resources.length > 1 && (
        <ViewTabs<StatusResource>
          value={resource}
          onChange={setChosen}
          label={t('attest.tabsLabel')}
          tabs={[
            { value: 'tid', label: t('attest.tab.tid') },
            { value: 'ersattningar', label: t('attest.tab.ersattningar') },
          ]}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        />
      )}
      {/* A compensation is attested in the month of its receipt's date: what waits in other months. */}
      {resource === 'ersattningar' && !tooLong && <WaitingInOtherMonths period={period} />}
      {tooLong ? (
        <PeriodTooLong />
      ) : list.isPending || portal.isPending ? (
        <InlineLoader />
      ) : list.isError ? (
        <ApprovalLoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <EmployeeStatusList
          key={resource}
          list={shown}
          period={period}
          flags={flags}
          actions={['attest', 'unattest']}
          filterable
          resource={resource}
          tableLabel={t(resource === 'tid' ? 'attest.tableLabel' : 'attest.tableLabelCompensations')}
          {...(mayTransferToPayroll(me.UserAccount.Roll)
            ? { extraActions: <PayrollExportButton period={period} /> }
            : {})}
        />
      )}
    </PageFrame>
  );
}
