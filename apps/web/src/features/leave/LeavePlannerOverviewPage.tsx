import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ViewTimeline from '@mui/icons-material/ViewTimelineOutlined';
import { planTakesWishes, type LeavePlan } from '@lonportal/domain/leave/leave-plan';
import { todayIso } from '../../lib/date-filter';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { PAGE_HEADING } from '../absence';
import { useConfirmedRemove } from '../../ui/dialog-save';
import { LeavePlanDialog } from './components/LeavePlanDialog';
import { useLeavePlans, useLeavePlanWrites } from './planner-api';

/**
 * /leaveplanner/overview: the planning periods; a new one or a change (its days, the last
 * day for wishes, the minimum staffing per department); each opens its timeline.
 */
export function LeavePlannerOverviewPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const plans = useLeavePlans(ftgId);
  const { remove } = useLeavePlanWrites(ftgId);
  const confirmRemove = useConfirmedRemove();
  const [editing, setEditing] = useState<{ plan: LeavePlan | null } | null>(null);
  const today = todayIso();

  const removePlan = (p: LeavePlan) =>
    confirmRemove({
      title: t('leavePlanner.delete.title'),
      text: t('leavePlanner.delete.text', { name: p.Namn }),
      doneText: t('leavePlanner.delete.done'),
      remove: () => remove.mutateAsync({ id: p.Id, version: p.Version }),
    });

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={PAGE_HEADING}>
          {t('leavePlanner.title')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ plan: null })}>
          {t('leavePlanner.action.new')}
        </Button>
      </Stack>
      {plans.isPending ? (
        <PageLoader />
      ) : plans.error ? (
        <LoadFailed
          error={plans.error}
          onRetry={() => void plans.refetch()}
          retryText={t('absence.action.retry')}
        />
      ) : plans.data.length === 0 ? (
        <Typography color="text.secondary">{t('leavePlanner.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {plans.data.map((p) => (
            <Paper key={p.Id} component="li" variant="outlined" sx={{ p: 2 }} data-testid="leave-plan">
              <Stack spacing={1}>
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                    {p.Namn}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={planTakesWishes(p, today) ? 'success' : 'default'}
                    label={t(planTakesWishes(p, today) ? 'leavePlanner.open' : 'leavePlanner.closed')}
                  />
                </Stack>
                <Typography variant="body2">
                  {t('leave.range', { from: p.From, to: p.To })} ·{' '}
                  {t('leavePlanner.deadline', { date: p.SistaOnskedag })}
                </Typography>
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Button
                    variant="outlined"
                    component={RouterLink}
                    to={`/leaveplanner/${p.Id}`}
                    startIcon={<ViewTimeline />}
                    aria-label={t('leavePlanner.action.openFor', { name: p.Namn })}
                  >
                    {t('leavePlanner.action.open')}
                  </Button>
                  <Button
                    startIcon={<EditOutlined />}
                    onClick={() => setEditing({ plan: p })}
                    aria-label={t('leavePlanner.action.editFor', { name: p.Namn })}
                  >
                    {t('absence.action.edit')}
                  </Button>
                  <Button
                    color="error"
                    startIcon={<DeleteOutline />}
                    onClick={() => void removePlan(p)}
                    aria-label={t('leavePlanner.action.deleteFor', { name: p.Namn })}
                  >
                    {t('absence.action.delete')}
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {editing && <LeavePlanDialog ftgId={ftgId} plan={editing.plan} onClose={() => setEditing(null)} />}
    </Box>
  );
}
