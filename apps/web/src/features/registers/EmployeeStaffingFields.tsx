import { useTranslation } from 'react-i18next';
import type { EmployeeDetail } from '@lonportal/domain/registers/employee';
import type { EmployeeControl } from './employee-form';
import { FormSection } from './FormSection';
import { StaffingCodeFields } from './StaffingCodeFields';

/** What staffing asks of the employee: the competences and properties they hold (GLOSSARY). */
export function EmployeeStaffingFields({
  control,
  ftgId,
  saved,
}: {
  control: EmployeeControl;
  ftgId: string;
  saved: EmployeeDetail | null;
}) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('registers.employees.sections.staffing')}>
      <StaffingCodeFields
        control={control}
        ftgId={ftgId}
        held={{ Kompetenser: saved?.Kompetenser ?? [], Egenskaper: saved?.Egenskaper ?? [] }}
        texts="employees"
      />
    </FormSection>
  );
}
