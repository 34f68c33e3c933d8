import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ViewTimeline from '@mui/icons-material/ViewTimelineOutlined';
import type { PlanPass } from '@lonportal/domain/staffing/planner';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { useEmployees } from '../../../lib/reference-lists/get-perlista';
import { useSession } from '../../../lib/session';
import type { PlanFilter } from '../api/needs';
import { nameOf, type Names } from '../needs/use-staffing-lists';
import { WarningList } from '../warnings';
import { plannerWeekPath } from './cover';

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** The people's names by AnstNr, inactive people's too (a shift may be older than a departure). */
function usePeopleNames(): Names {
  const { me } = useSession();
  const people = useEmployees(me.FtgInfo.FtgId, true).data;
  return useMemo(
    () => new Map((people ?? []).map((p) => [p.AnstNr, `${p.FoNamn} ${p.EfNamn}`.trim()] as const)),
    [people],
  );
}

/**
 * SPEC §8 staffing conflicts: the period's shifts with warnings, each with who, when, the task, its
 * warnings in words, and a link to the planner's week where it is resolved.
 */
export function ConflictList({
  shifts,
  tasks,
  filter,
}: {
  shifts: readonly PlanPass[];
  tasks: Names;
  filter: PlanFilter;
}) {
  const { t, i18n } = useTranslation();
  const people = usePeopleNames();
  if (shifts.length === 0)
    return <Typography color="text.secondary">{t('staffing.overview.noConflicts')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={listSx}>
      {shifts.map((s) => {
        const who = nameOf(people, s.AnstNr);
        const when = t('staffing.overview.conflictWhen', {
          day: formatDayWithWeekday(s.Datum, i18n.language),
          from: s.StartTid,
          to: s.SlutTid,
          task: nameOf(tasks, s.Bemuppgift),
        });
        return (
          <Paper component="li" key={s.Id} variant="outlined" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{who}</Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {when}
            </Typography>
            <WarningList warnings={s.Varningar} label={t('staffing.overview.warningsOf', { who })} />
            <Button
              component={RouterLink}
              to={plannerWeekPath(s.Datum, filter)}
              startIcon={<ViewTimeline />}
              size="small"
              sx={{ mt: 1 }}
              aria-label={t('staffing.overview.openPlannerFor', { who, when })}
            >
              {t('staffing.overview.openPlanner')}
            </Button>
          </Paper>
        );
      })}
    </Stack>
  );
}
