import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute } from '@lonportal/domain/access/route-table';
import type { StatusFlags } from '@lonportal/domain/row-status';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
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
import { StatusCountChips } from './StatusChips';

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

  const facts: [label: string, value: string][] = [
    [t('approval.summary.scheduled'), formatNumberSv(summary.scheduled)],
    [t('approval.summary.reported'), formatNumberSv(summary.reported)],
    [t('approval.summary.difference'), formatNumberSv(summary.difference)],
    [t('approval.summary.rows'), String(summary.rows)],
    [t('approval.summary.warnings'), String(summary.warnings)],
  ];

  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="approval-summary"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="approval-summary" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('approval.summary.title', { name })}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content minmax(0, 1fr)',
            columnGap: { xs: 2, sm: 4 },
            rowGap: 1,
            m: 0,
          }}
        >
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
                {value}
              </Typography>
            </Fragment>
          ))}
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {t('approval.summary.status')}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <StatusCountChips counts={summary.counts} />
          </Box>
        </Box>
      </Paper>
      {canApprove && summary.warnings > 0 && (
        <Alert severity="warning">{t('approval.summary.warningsText', { count: summary.warnings })}</Alert>
      )}
      {notice && <Alert severity="info">{t(notice)}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={touchButtons}>
        {canApprove && (
          <Button
            variant="contained"
            loading={pendingAction === 'approve'}
            disabled={pending}
            onClick={() => setApproving(true)}
          >
            {t('approval.action.approve.own')}
          </Button>
        )}
        {canUnapprove && (
          <Button
            variant="outlined"
            loading={pendingAction === 'unapprove'}
            disabled={pending}
            onClick={() => void run('unapprove', [anstNr])}
          >
            {t('approval.action.unapprove.own')}
          </Button>
        )}
        {summary.rows > 0 && (
          <Button variant="text" onClick={() => setShowRows(true)}>
            {t('approval.showRows')}
          </Button>
        )}
      </Stack>
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
