import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import { useEmployees } from '../../../lib/reference-lists/get-perlista';
import { EmployeeAutocomplete } from '../../../ui/EmployeeAutocomplete';

/**
 * Whose payslips and balances to read, for those who may read others' (readOthersPayslips): the
 * company's employees, those who have left too (their payslips stay). Emptied, the page shows the
 * reader's own, or none. Chosen here on purpose, not taken over from the time pages' selected
 * employee: each view of another's pay is written to the audit log.
 */
export function EmployeeChoice({
  ftgId,
  anstNr,
  onChange,
}: {
  ftgId: string;
  /** The employee shown, or null for none. */
  anstNr: string | null;
  onChange: (anstNr: string | null) => void;
}) {
  const { t } = useTranslation();
  const list = useEmployees(ftgId, true);
  if (list.isPending) return <Skeleton variant="rounded" width={300} height={40} />;
  const employees = list.data ?? [];
  return (
    <EmployeeAutocomplete
      employees={employees}
      value={employees.find((e) => e.AnstNr === anstNr) ?? null}
      onChange={(next) => onChange(next?.AnstNr ?? null)}
      label={t('payslips.employee.label')}
      clearable
      sx={{ width: { xs: '100%', sm: 360 } }}
    />
  );
}
