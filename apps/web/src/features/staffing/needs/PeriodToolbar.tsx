import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { SelectOption } from '../../../ui/FormSelect';
import type { PeriodView } from './period';
import type { PlanPeriod } from './use-plan-period';

/** A filter of the staffing pages: one department or task, or all. */
function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (code: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((o) => o.value === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 170, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The week or month shown, the step back and forth, and the department and task filters. */
export function PeriodToolbar({
  plan,
  departments,
  tasks,
}: {
  plan: PlanPeriod;
  departments: readonly SelectOption[];
  tasks: readonly SelectOption[];
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={plan.period.view}
        onChange={(_, v: PeriodView | null) => v && plan.setView(v)}
        aria-label={t('staffing.needs.period.view')}
        // The unselected button's default grey is short of 4.5:1 on the page's background.
        sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
      >
        <ToggleButton value="week">{t('staffing.needs.period.weekView')}</ToggleButton>
        <ToggleButton value="month">{t('staffing.needs.period.monthView')}</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <IconButton onClick={() => plan.step(-1)} aria-label={t('staffing.needs.period.previous')}>
          <ChevronLeft />
        </IconButton>
        <Typography component="p" aria-live="polite" sx={{ minWidth: 150, textAlign: 'center' }}>
          {plan.label}
        </Typography>
        <IconButton onClick={() => plan.step(1)} aria-label={t('staffing.needs.period.next')}>
          <ChevronRight />
        </IconButton>
      </Stack>
      {departments.length > 1 && (
        <FilterSelect
          label={t('staffing.needs.filter.department')}
          all={t('staffing.needs.filter.allDepartments')}
          value={plan.filter.Avdelning}
          options={departments}
          onChange={plan.setAvdelning}
        />
      )}
      {tasks.length > 1 && (
        <FilterSelect
          label={t('staffing.needs.filter.task')}
          all={t('staffing.needs.filter.allTasks')}
          value={plan.filter.Bemuppgift}
          options={tasks}
          onChange={plan.setBemuppgift}
        />
      )}
    </Stack>
  );
}
