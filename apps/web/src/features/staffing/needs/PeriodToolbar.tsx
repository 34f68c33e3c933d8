import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SelectOption } from '../../../ui/FormSelect';
import { PeriodBar } from '../../../ui/PeriodBar';
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
    <PeriodBar<PeriodView>
      views={[
        { value: 'week', label: t('staffing.needs.period.weekView') },
        { value: 'month', label: t('staffing.needs.period.monthView') },
      ]}
      view={plan.period.view}
      onViewChange={plan.setView}
      viewsLabel={t('staffing.needs.period.view')}
      label={plan.label}
      onStep={plan.step}
      previousLabel={t('staffing.needs.period.previous')}
      nextLabel={t('staffing.needs.period.next')}
    >
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
    </PeriodBar>
  );
}
