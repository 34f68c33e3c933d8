import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useBemuppgifter } from '../../../lib/reference-lists/get-bemuppgift';
import { useDepartments } from '../../../lib/reference-lists/get-avdelning';
import { PeriodBar } from '../../../ui/PeriodBar';
import { PLANNER_VIEWS, type Planner } from './use-planner';

/** The period shown (day, week or month; today, back, forward) and the department and task filters. */
export function PlannerToolbar({ planner }: { planner: Planner }) {
  const { t } = useTranslation();
  return (
    <PeriodBar
      views={PLANNER_VIEWS.map((v) => ({ value: v, label: t(`staffing.planner.views.${v}`) }))}
      view={planner.period.view}
      onViewChange={planner.setView}
      viewsLabel={t('staffing.planner.view')}
      label={planner.label}
      onStep={planner.step}
      previousLabel={t('staffing.planner.previous')}
      nextLabel={t('staffing.planner.next')}
      today={{ label: t('staffing.planner.today'), onClick: planner.today }}
    >
      <PlannerFilters planner={planner} />
    </PeriodBar>
  );
}

/** The department and the task the grid is filtered by ('' for all). */
function PlannerFilters({ planner }: { planner: Planner }) {
  const { t } = useTranslation();
  const departments = useDepartments(planner.ftgId).data ?? [];
  const tasks = useBemuppgifter(planner.ftgId).data ?? [];
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, flexGrow: 1 }}>
      <TextField
        select
        size="small"
        label={t('staffing.planner.department')}
        value={planner.filter.Avdelning}
        onChange={(e) => planner.setDepartment(e.target.value)}
        sx={{ minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
        slotProps={select}
      >
        <MenuItem value="">{t('staffing.planner.allDepartments')}</MenuItem>
        {departments.map((d) => (
          <MenuItem key={d.Avdelning} value={d.Avdelning}>
            {d.Namn}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('staffing.planner.task')}
        value={planner.filter.Bemuppgift}
        onChange={(e) => planner.setTask(e.target.value)}
        sx={{ minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
        slotProps={select}
      >
        <MenuItem value="">{t('staffing.planner.allTasks')}</MenuItem>
        {tasks.map((b) => (
          <MenuItem key={b.Bemuppgift} value={b.Bemuppgift}>
            {b.BenText || b.Bemuppgift}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
