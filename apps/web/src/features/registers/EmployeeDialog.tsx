import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute } from '@lonportal/domain/access/route-table';
import type { EmployeeDetail } from '@lonportal/domain/registers/employee';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import { AppDialog } from '../../ui/AppDialog';
import { SaveActions } from '../../ui/dialog-save';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { useDiscardGuard } from '../../ui/use-discard-guard';
import { TemporaryPasswordDialog } from '../admin';
import { useRegisterDepartments } from './api/departments';
import { useRegisterEmployee } from './api/employees';
import { EmployeeHistory } from './EmployeeHistory';
import { EmployeeStaffingFields } from './EmployeeStaffingFields';
import { EmploymentFields } from './EmploymentFields';
import { PersonFields } from './PersonFields';
import { EmployeeUserFields } from './EmployeeUserFields';
import { PerSchemaFields } from './PerSchemaFields';
import { PerStatusFields } from './PerStatusFields';
import { useEmployeeForm } from './use-employee-form';

interface Props {
  ftgId: string;
  /** The employee to open, or null for a new one. */
  anstNr: string | null;
  /** Changes may be saved (editRegisters); otherwise the employee is shown read only. */
  mayEdit: boolean;
  onClose: () => void;
}

/** The employee dialog of /admin/registers: a new employee, or a saved one with their history. */
export function EmployeeDialog({ ftgId, anstNr, mayEdit, onClose }: Props) {
  const { t } = useTranslation();
  const employee = useRegisterEmployee(ftgId, anstNr);
  const title =
    anstNr === null
      ? t('registers.employees.new')
      : employee.data
        ? t('registers.employees.titleOf', {
            namn: `${employee.data.FoNamn} ${employee.data.EfNamn}`,
            anstNr: employee.data.AnstNr,
          })
        : t('registers.employees.edit');
  if (anstNr !== null && !employee.data)
    return (
      <AppDialog
        open
        onClose={onClose}
        title={title}
        width={760}
        actions={<Button onClick={onClose}>{t('registers.close')}</Button>}
      >
        {employee.isError ? (
          <LoadFailed
            error={employee.error}
            text={t('registers.employees.loadOneFailed')}
            retryText={t('registers.retry')}
            onRetry={() => void employee.refetch()}
          />
        ) : (
          <PageLoader />
        )}
      </AppDialog>
    );
  return (
    <EmployeeForm
      ftgId={ftgId}
      saved={employee.data ?? null}
      mayEdit={mayEdit}
      title={title}
      onClose={onClose}
    />
  );
}

function EmployeeForm({
  ftgId,
  saved,
  mayEdit,
  title,
  onClose,
}: {
  ftgId: string;
  saved: EmployeeDetail | null;
  mayEdit: boolean;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { me } = useSession();
  const portal = usePortalInfo(ftgId);
  const departments = useRegisterDepartments(ftgId);
  const { form, submit, base, conflict, password, passwordShown, today } = useEmployeeForm(
    ftgId,
    saved,
    onClose,
  );
  const { control, formState } = form;
  const close = useDiscardGuard(mayEdit && formState.isDirty, onClose);
  const isNew = base === null;
  // SPEC §6: users are made by those who manage them (/admin/users), here in the same step.
  const makesUsers =
    isNew && portal.data !== undefined && canAccessRoute('AdminUsers', accessContextFromMe(me, portal.data));
  return (
    <>
      <AppDialog
        open
        onClose={close}
        persistent={formState.isSubmitting}
        title={title}
        width={760}
        {...(mayEdit ? { onSubmit: (event) => void submit(event) } : { readOnlyLabel: title })}
        actions={
          mayEdit ? (
            <SaveActions
              onCancel={close}
              pending={formState.isSubmitting}
              submitText={isNew ? 'registers.employees.create' : 'registers.save'}
            />
          ) : (
            <Button onClick={onClose}>{t('registers.close')}</Button>
          )
        }
      >
        <Stack spacing={3} sx={{ pt: 1 }}>
          {!mayEdit && <Alert severity="info">{t('registers.employees.readOnly')}</Alert>}
          {conflict && <Alert severity="warning">{t('registers.employees.conflict')}</Alert>}
          {base && base.Anvandare.length > 0 && (
            <Alert severity="info">
              {t('registers.employees.users', { logins: base.Anvandare.join(', ') })}
            </Alert>
          )}
          <fieldset
            disabled={!mayEdit || formState.isSubmitting}
            style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
          >
            <Stack spacing={3}>
              <PersonFields control={control} isNew={isNew} />
              <EmploymentFields control={control} ftgId={ftgId} saved={base} />
              <PerStatusFields control={control} ftg={me.FtgInfo} saved={base} />
              <PerSchemaFields control={control} ftgId={ftgId} today={today} readOnly={!mayEdit} />
              <EmployeeStaffingFields control={control} ftgId={ftgId} saved={base} />
              {makesUsers && mayEdit && <EmployeeUserFields form={form} />}
            </Stack>
          </fieldset>
          {base && base.Historik.length > 0 && (
            <EmployeeHistory rows={base.Historik} departments={departments.data ?? []} />
          )}
        </Stack>
      </AppDialog>
      <TemporaryPasswordDialog shown={password} onClose={passwordShown} />
    </>
  );
}
