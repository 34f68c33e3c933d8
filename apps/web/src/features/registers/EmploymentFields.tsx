import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Stack from '@mui/material/Stack';
import type { DepartmentEntry } from '@lonportal/domain/registers/department';
import type { EmployeeDetail } from '@lonportal/domain/registers/employee';
import { useLonKoder } from '../../lib/reference-lists/get-lonkoder';
import { useTidKoder } from '../../lib/reference-lists/get-tidkoder';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormDateField } from '../../ui/FormDateField';
import { FormSelect } from '../../ui/FormSelect';
import { FormSuggestField } from '../../ui/FormSuggestField';
import { useRegisterDepartments } from './api/departments';
import { DATED_FIELDS, type EmployeeControl } from './employee-form';
import { FormSection } from './FormSection';

/** The departments one may place the employee in: the open ones, and their own even if it is closed. */
function departmentOptions(departments: readonly DepartmentEntry[], own: string, t: TFunction) {
  return [
    { value: '', label: t('registers.employees.noDepartment') },
    ...departments
      .filter((d) => !d.Stangd || d.Avdelning === own)
      .map((d) => ({
        value: d.Avdelning,
        label: d.Stangd
          ? t('registers.departments.closedName', { code: d.Avdelning, namn: d.Namn })
          : t('registers.departments.name', { code: d.Avdelning, namn: d.Namn }),
      })),
  ];
}

/** The code groups the company's time or pay codes name, for suggestions. */
const groupsOf = (codes: readonly { Grupper: string[] }[] | undefined): string[] =>
  [...new Set((codes ?? []).flatMap((c) => c.Grupper))].sort((a, b) => a.localeCompare(b, 'sv'));

/**
 * The employment: its dates, whether the employee is locked, and the department and code groups,
 * which change from a day (GallerFran) and keep their history.
 */
export function EmploymentFields({
  control,
  ftgId,
  saved,
}: {
  control: EmployeeControl;
  ftgId: string;
  saved: EmployeeDetail | null;
}) {
  const { t } = useTranslation();
  const label = (field: string) => t(`registers.employees.fields.${field}`);
  const departments = useRegisterDepartments(ftgId);
  const tidKoder = useTidKoder(ftgId);
  const lonKoder = useLonKoder(ftgId);
  const dated = useWatch({ control, name: DATED_FIELDS });
  // A saved employee's department or code groups changed: from which day is asked.
  const datedChanged = saved !== null && DATED_FIELDS.some((f, i) => dated[i] !== saved[f]);
  return (
    <FormSection title={t('registers.employees.sections.employment')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField control={control} name="AnstDatum" label={label('AnstDatum')} fullWidth />
        <FormDateField
          control={control}
          name="SlutDatum"
          label={label('SlutDatum')}
          helperText={t('registers.employees.help.SlutDatum')}
          fullWidth
        />
      </Stack>
      <FormSelect
        control={control}
        name="Avdelning"
        label={label('Avdelning')}
        options={departmentOptions(departments.data ?? [], saved?.Avdelning ?? '', t)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSuggestField
          control={control}
          name="TidKodGrupp"
          label={label('TidKodGrupp')}
          helperText={t('registers.employees.help.TidKodGrupp')}
          suggestions={groupsOf(tidKoder.data)}
          required
        />
        <FormSuggestField
          control={control}
          name="LonKodGrupp"
          label={label('LonKodGrupp')}
          helperText={t('registers.employees.help.LonKodGrupp')}
          suggestions={groupsOf(lonKoder.data)}
          required
        />
      </Stack>
      {datedChanged && (
        <FormDateField
          control={control}
          name="GallerFran"
          label={label('GallerFran')}
          helperText={t('registers.employees.help.GallerFran')}
        />
      )}
      <FormCheckbox
        control={control}
        name="Locked"
        label={label('Locked')}
        helperText={t('registers.employees.help.Locked')}
      />
    </FormSection>
  );
}
