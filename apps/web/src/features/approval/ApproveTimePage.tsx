import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isOwnEmployeeOnly } from '@lonportal/domain/access/capabilities';
import { useSession } from '../../lib/session';
import { EmployeesApproval } from './components/EmployeesApproval';
import { OwnPeriodApproval } from './components/OwnPeriodApproval';
import { PageFrame } from '../../ui/PageFrame';

/**
 * /approveTime (SPEC §2.1, §4, §6: PER, FTG, ADM, LIC, AVD with KalUseLonReady): an employee marks
 * their own period ready for payroll; a manager does it for their employees.
 */
export function ApproveTimePage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const { KalUseLonReady, KalUseAttest } = me.FtgInfo;
  const flags = useMemo(() => ({ KalUseLonReady, KalUseAttest }), [KalUseLonReady, KalUseAttest]);
  const own = isOwnEmployeeOnly(me.UserAccount);
  return (
    <PageFrame titleKey="approval.title" intro={t(own ? 'approval.introOwn' : 'approval.introManager')}>
      {own ? <OwnPeriodApproval flags={flags} /> : <EmployeesApproval flags={flags} />}
    </PageFrame>
  );
}
