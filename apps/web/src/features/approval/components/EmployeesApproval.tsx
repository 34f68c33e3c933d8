import { useTranslation } from 'react-i18next';
import type { StatusFlags } from '@lonportal/domain/row-status';
import { useDateFilter } from '../../../lib/date-filter';
import { useSession } from '../../../lib/session';
import { useAttestList } from '../api/get-attest-list';
import { EmployeeStatusList } from './EmployeeStatusList';
import { InlineLoader } from '../../../ui/InlineLoader';
import { ApprovalLoadFailed, PeriodTooLong, isPeriodTooLong } from '../../../ui/PageFrame';

/** A manager's approval (SPEC §4, KalUseLonReady): their employees' periods, approved in bulk. */
export function EmployeesApproval({ flags }: { flags: StatusFlags }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const { period } = useDateFilter();
  const tooLong = isPeriodTooLong(period);
  const list = useAttestList(me.FtgInfo.FtgId, period, !tooLong);

  if (tooLong) return <PeriodTooLong />;
  if (list.isPending) return <InlineLoader />;
  if (list.isError) return <ApprovalLoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <EmployeeStatusList
      list={list.data}
      period={period}
      flags={flags}
      actions={['approve', 'unapprove']}
      filterable
      tableLabel={t('approval.table.labelApprove')}
    />
  );
}
