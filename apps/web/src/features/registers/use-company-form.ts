import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ERRORS } from '@lonportal/domain/errors/codes';
import type { CompanyRegisterEntry } from '@lonportal/domain/registers/company';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { putChangesOverTheirs } from '../../ui/changes-over-theirs';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { companiesQueryOptions, useCreateCompany, useUpdateCompany } from './api/companies';
import {
  COMPANY_FORM_FIELDS,
  companyFormOf,
  companyResolver,
  type CompanyFormOutput,
  type CompanyFormValues,
} from './company-form';

/**
 * A company's form on /admin/companies and its save on the version it was read at (`saved` null
 * creates one). A conflict shows the saved company with this person's changes put back on top.
 */
export function useCompanyForm(saved: CompanyRegisterEntry | null, onClose: () => void) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const [base, setBase] = useState(saved);
  const [conflict, setConflict] = useState(false);
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: companyResolver(saved === null),
    defaultValues: companyFormOf(saved),
  });

  /** Someone saved first: show theirs with this person's changes on top (or say it is gone). */
  async function keepChangesOverTheirs(read: CompanyRegisterEntry) {
    const fresh = (await queryClient.fetchQuery(companiesQueryOptions(true))).find(
      (c) => c.FtgId === read.FtgId,
    );
    if (!fresh) {
      showSnackbar({ text: t('registers.companies.goneMeanwhile'), color: 'warning' });
      onClose();
      return;
    }
    setBase(fresh);
    putChangesOverTheirs(form, companyFormOf(read), companyFormOf(fresh));
    setConflict(true);
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      if (base) {
        const { StandardRegister: _s, ...fields } = values;
        await update.mutateAsync({ ftgId: base.FtgId, body: { ...fields, Version: base.Version } });
      } else await create.mutateAsync(values);
    } catch (err) {
      if (base && isApiError(err, ERRORS.VersionConflict.code)) {
        await keepChangesOverTheirs(base).catch((loadErr: unknown) => showError(loadErr));
        return;
      }
      if (applyServerFieldErrors(err, COMPANY_FORM_FIELDS, form.setError)) return;
      showError(err);
      return;
    }
    showSnackbar({
      text: t(base ? 'registers.companies.saved' : 'registers.companies.created', { namn: values.Namn }),
      color: 'success',
    });
    onClose();
  });

  return {
    control: form.control,
    isDirty: form.formState.isDirty,
    isSubmitting: form.formState.isSubmitting,
    submit,
    base,
    conflict,
  };
}
