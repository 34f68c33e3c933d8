import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Rule from '@mui/icons-material/RuleOutlined';
import Summarize from '@mui/icons-material/SummarizeOutlined';
import { can } from '@lonportal/domain/access/capabilities';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { PeriodPageFrame } from '../../ui/PageFrame';
import { useOverview } from './api/overview';
import { PeriodToolbar } from './needs/PeriodToolbar';
import { usePlanPeriod } from './needs/use-plan-period';
import { useStaffingLists } from './needs/use-staffing-lists';
import { OverviewSections } from './overview/OverviewSections';
import { OverrideReportDialog } from './overrides/OverrideReportDialog';
import { SettingsDialog } from './settings/SettingsDialog';

/**
 * /bemanna and /bemanna/overview (SPEC §2.1): a week's or month's cover per day and task (needed,
 * planned, away), the days short of people, the shifts with warnings (SPEC §8 staffing conflicts)
 * with a way to the planner, and the working-time rules the company plans by (DOMAIN §4).
 */
export function BemOverviewPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const plan = usePlanPeriod();
  const lists = useStaffingLists();
  const overview = useOverview(ftgId, plan.filter);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [overridesOpen, setOverridesOpen] = useState(false);
  return (
    <PeriodPageFrame
      title={t('menu.BemOverview')}
      actions={
        <>
          <Button variant="outlined" startIcon={<Summarize />} onClick={() => setOverridesOpen(true)}>
            {t('staffing.overrides.open')}
          </Button>
          <Button variant="outlined" startIcon={<Rule />} onClick={() => setSettingsOpen(true)}>
            {t('staffing.settings.open')}
          </Button>
        </>
      }
    >
      <PeriodToolbar plan={plan} departments={lists.options.department} tasks={lists.options.task} />
      {overview.isPending ? (
        <PageLoader />
      ) : overview.error ? (
        <LoadFailed
          error={overview.error}
          onRetry={() => void overview.refetch()}
          retryText={t('staffing.needs.action.retry')}
          text={t('staffing.overview.loadFailed')}
        />
      ) : (
        <OverviewSections data={overview.data} lists={lists} filter={plan.filter} />
      )}
      {overridesOpen && (
        <OverrideReportDialog
          initial={{ From: plan.filter.From, To: plan.filter.To }}
          onClose={() => setOverridesOpen(false)}
        />
      )}
      {settingsOpen && (
        <SettingsDialog
          ftgId={ftgId}
          mayEdit={can('editRegisters', me.UserAccount)}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </PeriodPageFrame>
  );
}
