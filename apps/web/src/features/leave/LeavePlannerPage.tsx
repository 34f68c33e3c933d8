import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { addDays } from '@lonportal/domain/dates';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { useTimeContext } from '../time';
import { PAGE_HEADING } from '../absence';
import { DecisionDialog } from './components/DecisionDialog';
import { PlanDepartment, PlanLegend } from './components/PlanDepartment';
import { PlanWishes } from './components/PlanWishes';
import { useLeavePlanOverview } from './planner-api';
import { useLeaveDecisions } from './use-leave-decisions';

/**
 * /leaveplanner/{Id}: a planning period's timeline per department: each person's
 * approved leave and wishes, and each day's coverage (people left at work if every wish is
 * approved) against the minimum staffing; the wishes are approved or denied from the list below.
 */
export function LeavePlannerPage() {
  const { t } = useTranslation();
  const { Id = '' } = useParams();
  const { me } = useSession();
  const ctx = useTimeContext();
  const ftgId = me.FtgInfo.FtgId;
  const overview = useLeavePlanOverview(ftgId, Id);
  const decisions = useLeaveDecisions();
  const data = overview.data;

  if (!data)
    return (
      <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
        {overview.error ? (
          <LoadFailed
            error={overview.error}
            onRetry={() => void overview.refetch()}
            retryText={t('absence.action.retry')}
          />
        ) : (
          <PageLoader />
        )}
      </Box>
    );

  const plan = data.Plan;
  const days: string[] = [];
  for (let d = plan.From; d <= plan.To; d = addDays(d, 1)) days.push(d);
  const wishes = data.Avdelningar.flatMap((a) =>
    a.Personer.flatMap((p) =>
      p.Ansokningar.filter((x) => x.Status === 'IN_REVIEW').map((x) => ({ ...x, Namn: p.Namn })),
    ),
  );

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Button component={RouterLink} to="/leaveplanner/overview" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('leavePlanner.back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ ...PAGE_HEADING, mb: 1 }}>
        {plan.Namn}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('leave.range', { from: plan.From, to: plan.To })} ·{' '}
        {t('leavePlanner.deadline', { date: plan.SistaOnskedag })}
      </Typography>
      <PlanLegend />
      <Stack spacing={3}>
        {data.Avdelningar.length === 0 && (
          <Typography color="text.secondary">{t('absenceCalendar.empty')}</Typography>
        )}
        {data.Avdelningar.map((a) => (
          <PlanDepartment key={a.Avdelning} department={a} days={days} planName={plan.Namn} />
        ))}
        <PlanWishes
          wishes={wishes}
          selected={decisions.selected}
          onToggle={decisions.toggle}
          onDecide={decisions.decide}
          codeText={ctx.codeText}
        />
      </Stack>
      {decisions.deciding && (
        <DecisionDialog
          ftgId={ftgId}
          ids={decisions.deciding.ids}
          decision={decisions.deciding.decision}
          onClose={decisions.decided}
        />
      )}
    </Box>
  );
}
