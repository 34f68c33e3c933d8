import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { Behov } from '@lonportal/domain/staffing/needs';
import { showError } from '../../lib/api-errors';
import { useSession } from '../../lib/session';
import { todayIso } from '../../lib/today';
import { useConfirm } from '../../ui/confirm';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { PeriodPageFrame } from '../../ui/PageFrame';
import { useSnackbar } from '../../ui/snackbar';
import { useNeeds, useNeedWrites, type NeedRemoval } from './api/needs';
import { NeedDialog } from './needs/NeedDialog';
import { NeedList } from './needs/NeedList';
import { PeriodToolbar } from './needs/PeriodToolbar';
import { usePlanPeriod } from './needs/use-plan-period';
import { useStaffingLists } from './needs/use-staffing-lists';

/**
 * /bemanna/behov (SPEC §2.1, §3 staffing need): the needs of a week or month by day, of one
 * department or task; a new need (repeated or not), a day's need changed, a day or the rest of its
 * series removed.
 */
export function BemBehovPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const plan = usePlanPeriod();
  const lists = useStaffingLists();
  const needs = useNeeds(ftgId, plan.filter);
  const removeNeed = useRemoveNeed(ftgId);
  const [editing, setEditing] = useState<{ read: Behov | null } | null>(null);
  const today = todayIso();
  // A new need starts on the first day shown that is not past (SPEC §5: not in the past).
  const firstDay = plan.period.From > today ? plan.period.From : today;

  return (
    <PeriodPageFrame
      title={t('menu.BemBehov')}
      tips
      actions={
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ read: null })}>
          {t('staffing.needs.action.new')}
        </Button>
      }
    >
      <PeriodToolbar plan={plan} departments={lists.options.department} tasks={lists.options.task} />
      {needs.isPending ? (
        <PageLoader />
      ) : needs.error ? (
        <LoadFailed
          error={needs.error}
          onRetry={() => void needs.refetch()}
          retryText={t('staffing.needs.action.retry')}
          text={t('staffing.needs.loadFailed')}
        />
      ) : needs.data.length === 0 ? (
        <Typography color="text.secondary">{t('staffing.needs.empty')}</Typography>
      ) : (
        <NeedList
          needs={needs.data}
          lists={lists}
          onEdit={(read) => setEditing({ read })}
          onRemove={(need, series) => void removeNeed(need, series)}
        />
      )}
      {editing && (
        <NeedDialog
          ftgId={ftgId}
          read={editing.read}
          day={firstDay}
          lists={lists}
          onClose={() => setEditing(null)}
        />
      )}
    </PeriodPageFrame>
  );
}

/** A removal asked for first: a day of a series may take the rest of the series with it. */
function useRemoveNeed(ftgId: string) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const { remove } = useNeedWrites(ftgId);
  return async (need: Behov, series: boolean) => {
    const answer = await confirm({
      title: t('staffing.needs.delete.title'),
      text: t(series ? 'staffing.needs.delete.seriesText' : 'staffing.needs.delete.text', {
        date: need.Datum,
        from: need.StartTid,
        to: need.SlutTid,
      }),
      confirmText: t(series ? 'staffing.needs.delete.day' : 'staffing.needs.action.delete'),
      confirmColor: 'error',
      ...(series
        ? { secondaryText: t('staffing.needs.delete.onwards'), secondaryColor: 'error' as const }
        : {}),
    });
    if (answer === 'cancel') return;
    const serie: NeedRemoval = answer === 'secondary' ? 'FRAMAT' : 'DAG';
    try {
      await remove.mutateAsync({ id: need.Id, version: need.Version, serie });
      showSnackbar({ text: t('staffing.needs.delete.done'), color: 'success', timeout: 4000 });
    } catch (err) {
      showError(err, { color: 'warning' });
    }
  };
}
