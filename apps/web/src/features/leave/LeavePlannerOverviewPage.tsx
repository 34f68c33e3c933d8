import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { LeavePlan } from '@lonportal/domain/leave/leave-plan';
import { todayIso } from '../../lib/date-filter';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { PeriodPageFrame } from '../../ui/PageFrame';
import { PAGE_HEADING } from '../absence';
import { useConfirmedRemove } from '../../ui/dialog-save';
import { LeavePlanDialog } from './components/LeavePlanDialog';
import { PlanCard } from './components/PlanCard';
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
    <PeriodPageFrame
      title={t('leavePlanner.title')}
      headingSx={PAGE_HEADING}
      actions={
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ plan: null })}>
          {t('leavePlanner.action.new')}
        </Button>
      }
    >
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
            <PlanCard
              key={p.Id}
              plan={p}
              today={today}
              onEdit={(plan) => setEditing({ plan })}
              onRemove={(plan) => void removePlan(plan)}
            />
          ))}
        </Stack>
      )}
      {editing && <LeavePlanDialog ftgId={ftgId} plan={editing.plan} onClose={() => setEditing(null)} />}
    </PeriodPageFrame>
  );
}
