import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute } from '@lonportal/domain/access/route-table';
import type { StatusFlags } from '@lonportal/domain/row-status';
import { useDateFilter } from '../../../lib/date-filter';
import { employeeName, useSelectedEmployee } from '../../../lib/employee-selection';
import { useSession } from '../../../lib/session';
import { usePortalInfo } from '../../../lib/reference-lists/get-portal-info';
import { useTidKoder } from '../../../lib/reference-lists/get-tidkoder';
import { kindOfCodes, useTimeReport } from '../../time';
import { ApproveDialog } from './ApproveDialog';
import { summarizePeriod } from '../period-summary';
import { actionableRows, ownPeriodNotice, type PageAction } from '../../../lib/row-status/status-actions';
import { touchButtons } from '../../../ui/touch';
import { useRunStatusAction } from '../../../lib/row-status/use-status-action';
import { EmployeeRowsDialog } from './EmployeeRowsDialog';
import { InlineLoader } from '../../../ui/InlineLoader';
import { ApprovalLoadFailed, PeriodTooLong, isPeriodTooLong } from '../../../ui/PageFrame';
import { PeriodSummaryCard } from './PeriodSummaryCard';

const ACTIONS = ['approve', 'unapprove'] as const satisfies readonly [PageAction, PageAction];

/** An employee's own period (SPEC §4, KalUseLonReady): what was reported, and marking it ready. */
export function OwnPeriodApproval({ flags }: { flags: StatusFlags }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const { period } = useDateFilter();
  const { anstNr, employee, isLoading } = useSelectedEmployee();
  const tooLong = isPeriodTooLong(period);
  const report = useTimeReport(ftgId, tooLong ? null : anstNr, period);
  const codes = useTidKoder(ftgId);
  const portal = usePortalInfo(ftgId);
  const { run, pending, pendingAction } = useRunStatusAction(period);
  const [showRows, setShowRows] = useState(false);
  // Approving asks first, as on the time report: rows, hours, warnings and missing days.
  const [approving, setApproving] = useState(false);

  if (tooLong) return <PeriodTooLong />;
  if (!anstNr)
    return isLoading ? <InlineLoader /> : <Alert severity="info">{t('approval.noEmployee')}</Alert>;
  if (report.isPending || codes.isPending) return <InlineLoader />;
  if (report.isError)
    return <ApprovalLoadFailed error={report.error} onRetry={() => void report.refetch()} />;

  const summary = summarizePeriod(report.data, codes.data ?? []);
  const name = employee ? employeeName(employee) : anstNr;
  const canApprove = actionableRows(summary.counts, 'approve', flags) > 0;
  const canUnapprove = actionableRows(summary.counts, 'unapprove', flags) > 0;
  const notice = ownPeriodNotice(summary.counts, flags);

  return (
    <Stack spacing={3}>
      <PeriodSummaryCard name={name} summary={summary} />
      {canApprove && summary.warnings > 0 && (
        <Alert severity="warning">{t('approval.summary.warningsText', { count: summary.warnings })}</Alert>
      )}
      {notice && <Alert severity="info">{t(notice)}</Alert>}
      <OwnPeriodButtons
        canApprove={canApprove}
        canUnapprove={canUnapprove}
        hasRows={summary.rows > 0}
        pendingAction={pendingAction}
        pending={pending}
        onApprove={() => setApproving(true)}
        onUnapprove={() => void run('unapprove', [anstNr])}
        onShowRows={() => setShowRows(true)}
      />
      {approving && (
        <ApproveDialog
          ftgId={ftgId}
          anstNr={anstNr}
          period={period}
          report={report.data}
          kindOf={kindOfCodes(codes.data ?? [])}
          flags={flags}
          readPunches={
            portal.data ? canAccessRoute('Stamplingar', accessContextFromMe(me, portal.data)) : false
          }
          onClose={() => setApproving(false)}
        />
      )}
      {showRows && (
        <EmployeeRowsDialog
          anstNr={anstNr}
          name={name}
          period={period}
          flags={flags}
          actions={ACTIONS}
          onClose={() => setShowRows(false)}
        />
      )}
    </Stack>
  );
}

interface ButtonsProps {
  canApprove: boolean;
  canUnapprove: boolean;
  hasRows: boolean;
  pendingAction: PageAction | null;
  pending: boolean;
  onApprove: () => void;
  onUnapprove: () => void;
  onShowRows: () => void;
}

/** Approve the period (asked first), take the approval back, and show the rows. */
function OwnPeriodButtons(p: ButtonsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={touchButtons}>
      {p.canApprove && (
        <Button
          variant="contained"
          loading={p.pendingAction === 'approve'}
          disabled={p.pending}
          onClick={p.onApprove}
        >
          {t('approval.action.approve.own')}
        </Button>
      )}
      {p.canUnapprove && (
        <Button
          variant="outlined"
          loading={p.pendingAction === 'unapprove'}
          disabled={p.pending}
          onClick={p.onUnapprove}
        >
          {t('approval.action.unapprove.own')}
        </Button>
      )}
      {p.hasRows && (
        <Button variant="text" onClick={p.onShowRows}>
          {t('approval.showRows')}
        </Button>
      )}
    </Stack>
  );
}
