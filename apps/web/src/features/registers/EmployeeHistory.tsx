import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { DepartmentEntry } from '@lonportal/domain/registers/department';
import type { EmployeeHistoryRow } from '@lonportal/domain/registers/employee';
import { formatDate, formatDateTime } from '../../lib/date-format';
import { departmentName } from './department-name';
import { FormSection } from './FormSection';

/**
 * The employee's dated history, newest first: from which day which department and code groups
 * applied, and who wrote it when. Read only: a change is written in the form, from its day.
 */
export function EmployeeHistory({
  rows,
  departments,
}: {
  rows: readonly EmployeeHistoryRow[];
  departments: readonly DepartmentEntry[];
}) {
  const { t } = useTranslation();
  const newestFirst = [...rows].sort((a, b) => b.FromDatum.localeCompare(a.FromDatum));
  return (
    <FormSection title={t('registers.employees.sections.history')}>
      <List dense disablePadding aria-label={t('registers.employees.sections.history')}>
        {newestFirst.map((row) => (
          <ListItem key={row.FromDatum} disableGutters divider>
            <ListItemText
              primary={t('registers.employees.history.row', {
                datum: formatDate(row.FromDatum),
                avdelning: departmentName(departments, row.Avdelning, t),
                tid: row.TidKodGrupp,
                lon: row.LonKodGrupp,
              })}
              secondary={
                row.AndradAv
                  ? t('registers.employees.history.changedBy', {
                      when: formatDateTime(row.Andrad),
                      who: row.AndradAv,
                    })
                  : t('registers.employees.history.changed', { when: formatDateTime(row.Andrad) })
              }
            />
          </ListItem>
        ))}
      </List>
    </FormSection>
  );
}
