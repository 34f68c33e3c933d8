import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { PeriodPageFrame } from '../../ui/PageFrame';
import { ViewTabs } from '../../ui/ViewTabs';
import { useManagerSwaps, type SwapFilter } from './api/swaps';
import { useStaffingLists } from './needs/use-staffing-lists';
import { ManagerSwapList, type Deciding } from './swaps/ManagerSwapList';
import { SwapDecisionDialog } from './swaps/SwapDecisionDialog';
import { sortSwaps } from './swaps/swap-texts';

/**
 * /bemanna/passbyten (SPEC §2.1; §6: bemanna's conditions and a PassbyteTyp other than X): the
 * swaps of the people the manager plans for, the waiting ones or every recent one, each interest
 * with what it would do by the law to both people (DOMAIN §4); one interest is approved, or the
 * swap denied, with a comment, and with the manager's reason when there are warnings.
 */
export function BemTradePage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const lists = useStaffingLists();
  const [filter, setFilter] = useState<SwapFilter>({ Status: 'OPPNA', Avdelning: '' });
  const swaps = useManagerSwaps(ftgId, filter);
  const sorted = useMemo(() => sortSwaps(swaps.data ?? []), [swaps.data]);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  return (
    <PeriodPageFrame title={t('menu.BemTrade')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <ViewTabs<SwapFilter['Status']>
          value={filter.Status}
          onChange={(Status) => setFilter((f) => ({ ...f, Status }))}
          label={t('staffing.swaps.views')}
          tabs={[
            { value: 'OPPNA', label: t('staffing.swaps.view.OPPNA') },
            { value: 'ALLA', label: t('staffing.swaps.view.ALLA') },
          ]}
          sx={{ flexGrow: 1, minWidth: 0 }}
        />
        <TextField
          select
          size="small"
          label={t('staffing.planner.department')}
          value={filter.Avdelning}
          onChange={(e) => setFilter((f) => ({ ...f, Avdelning: e.target.value }))}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('staffing.planner.allDepartments')}</MenuItem>
          {lists.options.department.map((d) => (
            <MenuItem key={d.value} value={d.value}>
              {d.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {swaps.isPending ? (
        <PageLoader />
      ) : swaps.error ? (
        <LoadFailed
          error={swaps.error}
          onRetry={() => void swaps.refetch()}
          retryText={t('staffing.swaps.action.retry')}
          text={t('staffing.swaps.loadFailed')}
        />
      ) : sorted.length === 0 ? (
        <Typography color="text.secondary">{t(`staffing.swaps.empty.${filter.Status}`)}</Typography>
      ) : (
        <ManagerSwapList swaps={sorted} names={lists.names} onDecide={setDeciding} />
      )}
      {deciding && (
        <SwapDecisionDialog
          ftgId={ftgId}
          swap={deciding.swap}
          interest={deciding.interest}
          onClose={() => setDeciding(null)}
        />
      )}
    </PeriodPageFrame>
  );
}
