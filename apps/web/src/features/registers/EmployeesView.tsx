import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import PersonAdd from '@mui/icons-material/PersonAdd';
import type { DepartmentEntry } from '@lonportal/domain/registers/department';
import { EMPLOYEE_LIST_SCOPES } from '@lonportal/domain/registers/employee';
import { useSession } from '../../lib/session';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { PagedList } from '../../ui/PagedList';
import { useRegisterDepartments } from './api/departments';
import { useRegisterEmployees, type EmployeeFilter } from './api/employees';
import { departmentName } from './department-name';
import { EmployeeListItem } from './EmployeeListItem';

// The employee's form comes when a row is opened: the list is the page's first paint.
const EmployeeDialog = lazy(async () => ({ default: (await import('./EmployeeDialog')).EmployeeDialog }));

/**
 * The employee register: searched by name, number or personal identity number, by department and
 * by whether the employment has ended, a page at a time (the user's PaginationPerPage). AVD sees
 * their department's employees and reads them; the others add and change them.
 */
export function EmployeesView({ ftgId, mayEdit }: { ftgId: string; mayEdit: boolean }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const perPage = me.UserAppSettings.PaginationPerPage;
  const [filter, setFilter] = useState<EmployeeFilter>({ Sok: '', Avdelning: null, Visa: 'AKTIVA' });
  const [page, setPage] = useState(1);
  // The dialog's employee (null: a new one); undefined while no dialog is open.
  const [dialog, setDialog] = useState<string | null | undefined>(undefined);
  const employees = useRegisterEmployees(ftgId, filter, { Page: page, PerPage: perPage });
  const departments = useRegisterDepartments(ftgId);
  const apply = (values: EmployeeFilter) => {
    setFilter(values);
    setPage(1);
  };

  return (
    <>
      {mayEdit && (
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setDialog(null)} sx={{ mb: 2 }}>
          {t('registers.employees.new')}
        </Button>
      )}
      <EmployeeFilterForm filter={filter} departments={departments.data} onApply={apply} />
      <PagedList
        query={employees}
        label={t('registers.employees.title')}
        countText={(count) => t('registers.employees.count', { count })}
        emptyText={t('registers.employees.empty')}
        retryText={t('registers.retry')}
        loadFailedText={t('registers.employees.loadFailed')}
        page={page}
        onPage={setPage}
        itemKey={(e) => e.AnstNr}
        renderItem={(e) => (
          <EmployeeListItem
            e={e}
            departmentName={(code) => departmentName(departments.data, code, t)}
            onOpen={setDialog}
          />
        )}
      />
      {dialog !== undefined && (
        <Suspense fallback={null}>
          <EmployeeDialog
            key={dialog ?? 'new'}
            ftgId={ftgId}
            anstNr={dialog}
            mayEdit={mayEdit}
            onClose={() => setDialog(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The search of the employee register: a text, a department and which employments; the list
 * follows when it is submitted (`onApply`), not at each key.
 */
function EmployeeFilterForm({
  filter,
  departments,
  onApply,
}: {
  filter: EmployeeFilter;
  departments: readonly DepartmentEntry[] | undefined;
  onApply: (filter: EmployeeFilter) => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<EmployeeFilter>({ defaultValues: filter });
  const apply = handleSubmit(onApply);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <form noValidate onSubmit={(event) => void apply(event)} aria-label={t('registers.employees.filter')}>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="Sok"
            label={t('registers.employees.search')}
            helperText={t('registers.employees.searchHelp')}
            type="search"
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelect
              control={control}
              name="Avdelning"
              label={t('registers.employees.fields.Avdelning')}
              placeholder={t('registers.employees.allDepartments')}
              options={(departments ?? []).map((d) => ({
                value: d.Avdelning,
                label: t('registers.departments.name', { code: d.Avdelning, namn: d.Namn }),
              }))}
              clearable
            />
            <FormSelect
              control={control}
              name="Visa"
              label={t('registers.employees.scope')}
              options={EMPLOYEE_LIST_SCOPES.map((s) => ({
                value: s,
                label: t(`registers.employees.scopes.${s}`),
              }))}
              searchable={false}
            />
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained">
              {t('registers.employees.show')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
