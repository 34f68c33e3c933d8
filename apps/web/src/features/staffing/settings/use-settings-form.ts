import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ERRORS } from '@lonportal/domain/errors/codes';
import {
  BemanningsinstallningarUpdateSchema,
  type Bemanningsinstallningar,
} from '@lonportal/domain/staffing/planner';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { useSnackbar } from '../../../ui/snackbar';
import { settingsQueryOptions, useSaveStaffingSettings } from '../api/settings';

/** The fields the server may name, as the form calls them (the wire's names). */
export const SETTINGS_FIELDS = ['Avtal', 'Dygnsbryt', 'SnittVeckor', 'SammanlagdTid'] as const;

/**
 * The working-time rules' form, saved on the version read (ARCHITECTURE "Concurrency"): when
 * someone else saved first, the form shows their rules and says so, for this person to decide again.
 */
export function useSettingsForm(ftgId: string, read: Bemanningsinstallningar, onClose: () => void) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const save = useSaveStaffingSettings(ftgId);
  const resolver = useMemo(
    () => zodResolver(BemanningsinstallningarUpdateSchema) as unknown as Resolver<Bemanningsinstallningar>,
    [],
  );
  const form = useForm<Bemanningsinstallningar>({ resolver, defaultValues: read });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      showSnackbar({ text: t('staffing.settings.saved'), color: 'success', timeout: 4000 });
      onClose();
    } catch (err) {
      if (isApiError(err, ERRORS.VersionConflict.code)) {
        const theirs = await queryClient
          .fetchQuery({ ...settingsQueryOptions(ftgId), staleTime: 0 })
          .catch(() => null);
        if (theirs) form.reset(theirs);
        setFailure('staffing.settings.conflict');
        return;
      }
      if (applyServerFieldErrors(err, SETTINGS_FIELDS, form.setError)) return;
      setFailure(errorMessageKey(err));
    }
  });
  return { form, submit, failure, pending: form.formState.isSubmitting };
}
