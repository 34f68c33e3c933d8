import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Oversikt } from '@lonportal/domain/staffing/planner';
import { compareSwedish } from '@lonportal/domain/swedish-order';
import type { PlanFilter } from '../api/needs';
import { nameOf, type StaffingLists } from '../needs/use-staffing-lists';
import { ConflictList } from './ConflictList';
import { CoverChart, CoverLegend } from './CoverChart';
import { chartMax, conflictsInOrder, coverByDay } from './cover';

/** The overview's two parts: the cover per day and task, and the shifts with warnings. */
export function OverviewSections({
  data,
  lists,
  filter,
}: {
  data: Oversikt;
  lists: StaffingLists;
  filter: PlanFilter;
}) {
  const { t } = useTranslation();
  const tasks = lists.names.task;
  const days = useMemo(
    () => coverByDay(data.Tackning, (a, b) => compareSwedish(nameOf(tasks, a), nameOf(tasks, b))),
    [data.Tackning, tasks],
  );
  const conflicts = useMemo(() => conflictsInOrder(data.Konflikter), [data.Konflikter]);
  const underDays = days.filter((d) => d.under).length;
  return (
    <>
      <Box component="section" aria-labelledby="cover-heading" sx={{ mb: 4 }}>
        <Typography id="cover-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('staffing.overview.coverTitle')}
        </Typography>
        {days.length === 0 ? (
          <Typography color="text.secondary">{t('staffing.overview.noNeeds')}</Typography>
        ) : (
          <>
            <Alert severity={underDays > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
              {underDays > 0
                ? t('staffing.overview.underSummary', { n: underDays, total: days.length })
                : t('staffing.overview.allCovered')}
            </Alert>
            <CoverLegend />
            <CoverChart days={days} max={chartMax(data.Tackning)} tasks={tasks} />
          </>
        )}
      </Box>
      <Box component="section" aria-labelledby="conflicts-heading">
        <Typography id="conflicts-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('staffing.overview.conflictsTitle', { n: conflicts.length })}
        </Typography>
        <ConflictList shifts={conflicts} tasks={tasks} filter={filter} />
      </Box>
    </>
  );
}
