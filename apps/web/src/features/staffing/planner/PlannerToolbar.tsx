import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useBemuppgifter } from '../../../lib/reference-lists/get-bemuppgift';
import { useDepartments } from '../../../lib/reference-lists/get-avdelning';
import { PLANNER_VIEWS, type Planner, type PlannerView } from './use-planner';

/** The period shown (day, week or month, back, today, forward) and the department and task filters. */
export function PlannerToolbar({ planner }: { planner: Planner }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={planner.period.view}
        onChange={(_, v: PlannerView | null) => v && planner.setView(v)}
        aria-label={t('staffing.planner.view')}
        // The unselected button's default grey is short of 4.5:1 on the page's background.
        sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
      >
        {PLANNER_VIEWS.map((v) => (
          <ToggleButton key={v} value={v}>
            {t(`staffing.planner.views.${v}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <IconButton onClick={() => planner.step(-1)} aria-label={t('staffing.planner.previous')}>
          <ChevronLeft />
        </IconButton>
        <Typography component="p" aria-live="polite" sx={{ minWidth: 140, textAlign: 'center' }}>
          {planner.label}
        </Typography>
        <IconButton onClick={() => planner.step(1)} aria-label={t('staffing.planner.next')}>
          <ChevronRight />
        </IconButton>
        <Button size="small" onClick={planner.today}>
          {t('staffing.planner.today')}
        </Button>
      </Stack>
      <PlannerFilters planner={planner} />
    </Stack>
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
