import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ERRORS } from '@lonportal/domain/errors/codes';
import type { EmployeeCreate, EmployeeDetail } from '@lonportal/domain/registers/employee';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { todayIso } from '../../lib/today';
import { putChangesOverTheirs } from '../../ui/changes-over-theirs';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { registerEmployeeQueryOptions, useCreateEmployee, useUpdateEmployee } from './api/employees';
import {
  employeeFormField,
  employeeFormOf,
  employeeResolver,
  type EmployeeFormValues,
} from './employee-form';

/** A new employee's user's one-time password, shown once. */
export interface ShownPassword {
  login: string;
  password: string;
}

/**
 * An employee's form on /admin/registers and its save on the version it was read at (`saved` null
 * creates one, with the user's temporary password shown once). A conflict shows the saved employee
 * with this person's changes put back on top.
 */
export function useEmployeeForm(ftgId: string, saved: EmployeeDetail | null, onClose: () => void) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const create = useCreateEmployee(ftgId);
  const update = useUpdateEmployee(ftgId);
  const [today] = useState(todayIso);
  const [base, setBase] = useState(saved);
  const [conflict, setConflict] = useState(false);
  const [password, setPassword] = useState<ShownPassword | null>(null);
  const form = useForm<EmployeeFormValues>({
    resolver: employeeResolver(saved === null),
    defaultValues: employeeFormOf(saved, today),
  });
  const { reset, formState } = form;

  // Another administrator saved this employee (heard over /ws): an untouched form shows it at once.
  useEffect(() => {
    if (saved && base && !formState.isDirty && saved.Version > base.Version) {
      setBase(saved);
      reset(employeeFormOf(saved, today));
    }
  }, [saved, base, formState.isDirty, reset, today]);

  /** Someone saved first: show theirs with this person's changes put back on top. */
  async function keepChangesOverTheirs(read: EmployeeDetail) {
    const fresh = await queryClient.fetchQuery(registerEmployeeQueryOptions(ftgId, read.AnstNr));
    setBase(fresh);
    putChangesOverTheirs(form, employeeFormOf(read, today), employeeFormOf(fresh, today));
    setConflict(true);
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      if (!base) {
        // A new employee's department and groups are theirs from the start of the employment.
        const made = await create.mutateAsync({
          ...values,
          GallerFran: values.AnstDatum || today,
        } as EmployeeCreate);
        if (made.Password !== null && values.Anvandare) {
          setPassword({ login: values.Anvandare.Login, password: made.Password });
          return;
        }
        showSnackbar({ text: t('registers.employees.created'), color: 'success' });
        onClose();
        return;
      }
      const { AnstNr: _nr, Anvandare: _user, ...fields } = values;
      const result = await update.mutateAsync({
        anstNr: base.AnstNr,
        body: { ...fields, Version: base.Version },
      });
      setBase(result);
      setConflict(false);
      reset(employeeFormOf(result, today));
      showSnackbar({ text: t('registers.employees.saved'), color: 'success' });
      onClose();
    } catch (err) {
      if (base && isApiError(err, ERRORS.VersionConflict.code)) {
        await keepChangesOverTheirs(base).catch((loadErr: unknown) => showError(loadErr));
        return;
      }
      if (applyServerFieldErrors(err, employeeFormField, form.setError)) return;
      showError(err);
    }
  });

  /** The password was read: the new employee is made, and the dialog closes. */
  const passwordShown = () => {
    setPassword(null);
    showSnackbar({ text: t('registers.employees.created'), color: 'success' });
    onClose();
  };

  return { form, submit, base, conflict, password, passwordShown, today };
}
