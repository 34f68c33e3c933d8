import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { PageLoader } from '../../ui/PageLoader';
import { PeriodPageFrame } from '../../ui/PageFrame';
import { ViewTabs } from '../../ui/ViewTabs';
import { PAGE_HEADING } from '../absence';
import { DecisionDialog } from './components/DecisionDialog';
import { LeaveApplicationList, WaitingSelection } from './components/LeaveApplicationList';
import { LeaveDialog } from './components/LeaveDialog';
import { useLeaveApplications, type LeaveView } from './use-leave-applications';

/**
 * /leaveapplications (SPEC §6): an employee applies for leave and follows their
 * applications; a manager sees the admin view: the applications waiting for a decision (approved
 * or denied in bulk, with a comment), all from this month on (deny or revert a decision), and
 * their own.
 */
export function LeaveApplicationsPage() {
  const { t } = useTranslation();
  const page = useLeaveApplications();
  const { ctx, ownAnstNr, view, list, query, decisions, editing } = page;

  return (
    <PeriodPageFrame
      title={t('leave.page.title')}
      headingSx={PAGE_HEADING}
      actions={
        ownAnstNr &&
        ctx.mayReport && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => page.setEditing({ application: null })}
          >
            {t('leave.action.new')}
          </Button>
        )
      }
    >
      {ownAnstNr &&
        page.openPlans.map((p) => (
          <Alert key={p.Id} severity="info" sx={{ mb: 2 }} data-testid="open-leave-plan">
            {t('leavePlanner.openNotice', { name: p.Namn, from: p.From, to: p.To, date: p.SistaOnskedag })}
          </Alert>
        ))}
      {page.manager && (
        <ViewTabs<LeaveView>
          value={view}
          onChange={page.changeView}
          label={t('leave.page.views')}
          tabs={[
            { value: 'waiting', label: t('leave.view.waiting') },
            { value: 'all', label: t('leave.view.all') },
            ...(ownAnstNr ? [{ value: 'own' as const, label: t('leave.view.own') }] : []),
          ]}
          sx={{ mb: 2 }}
        />
      )}
      {view === 'waiting' && list.length > 0 && <WaitingSelection page={page} />}
      {query.isPending && query.fetchStatus !== 'idle' ? (
        <PageLoader />
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t(`leave.empty.${view}`)}</Typography>
      ) : (
        <LeaveApplicationList page={page} />
      )}
      {decisions.deciding && (
        <DecisionDialog
          ftgId={ctx.ftgId}
          ids={decisions.deciding.ids}
          decision={decisions.deciding.decision}
          onClose={decisions.decided}
        />
      )}
      {editing && ownAnstNr && (
        <LeaveDialog
          ftgId={ctx.ftgId}
          anstNr={ownAnstNr}
          codes={page.absenceCodes}
          application={editing.application}
          onClose={() => page.setEditing(null)}
        />
      )}
    </PeriodPageFrame>
  );
}
