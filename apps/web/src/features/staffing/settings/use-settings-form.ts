import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { AVTAL_REGLER } from '@lonportal/domain/working-time/agreements';
import {
  BemanningsinstallningarUpdateSchema,
  type Bemanningsinstallningar,
} from '@lonportal/domain/staffing/planner';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { useSnackbar } from '../../../ui/snackbar';
import { settingsQueryOptions, useSaveStaffingSettings } from '../api/settings';

/** The fields the server may name, as the form calls them (the wire's names). */
export const SETTINGS_FIELDS = [
  'Avtal',
  'Dygnsbryt',
  'DygnsvilaPer',
  'SnittVeckor',
  'SammanlagdTid',
] as const;

/** The rules with what the company left out filled in from its preset (domain agreements.ts). */
export function withPreset(
  read: Bemanningsinstallningar,
): Bemanningsinstallningar & Required<Pick<Bemanningsinstallningar, 'Dygnsbryt' | 'DygnsvilaPer'>> {
  const preset = AVTAL_REGLER[read.Avtal];
  return {
    ...read,
    Dygnsbryt: read.Dygnsbryt ?? preset.dygnsbryt,
    DygnsvilaPer: read.DygnsvilaPer ?? preset.dygnsvilaPer,
  };
}

/** The fields that follow the preset chosen, while they hold the preset's value. */
const FROM_PRESET = [
  ['Dygnsbryt', 'dygnsbryt'],
  ['DygnsvilaPer', 'dygnsvilaPer'],
] as const;

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
  const form = useForm<Bemanningsinstallningar>({ resolver, defaultValues: withPreset(read) });
  const [failure, setFailure] = useState<string | null>(null);
  // Choosing another agreement brings its dygnsbryt and reading of 13 § (Fremia's dygn runs from
  // 15:00), unless the company has set its own in their place.
  const chosen = useRef(read.Avtal);
  useEffect(() => {
    const watching = form.watch((values, { name, type }) => {
      const before = chosen.current;
      const now = values.Avtal ?? before;
      chosen.current = now;
      if (name !== 'Avtal' || type !== 'change' || now === before) return;
      for (const [field, key] of FROM_PRESET)
        if (form.getValues(field) === AVTAL_REGLER[before][key])
          form.setValue(field, AVTAL_REGLER[now][key], { shouldDirty: true });
    });
    return () => watching.unsubscribe();
  }, [form]);

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
        if (theirs) form.reset(withPreset(theirs));
        setFailure('staffing.settings.conflict');
        return;
      }
      if (applyServerFieldErrors(err, SETTINGS_FIELDS, form.setError)) return;
      setFailure(errorMessageKey(err));
    }
  });
  return { form, submit, failure, pending: form.formState.isSubmitting };
}
