import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MovedRowChoice, MovedRows, PortalSettings } from '@lonportal/domain/admin/portal-settings';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { useShortcut } from '../../ui/use-shortcut';
import { getMovedRows, portalSettingsQueryOptions, useSavePortalSettings } from './api/portal-settings';
import {
  changedPaths,
  formOf,
  PortalSettingsFormSchema,
  ReadOnlyCompanyFormSchema,
  valueAt,
  type FormInput,
  type FormOutput,
  type Path,
} from './portal-settings-form';
import type { SwitchChange } from './SwitchConfirmDialog';

const SAVE_SHORTCUT = 'ALT+S';

/**
 * Someone saved first: loads theirs and puts this person's changes back on top. The fresh
 * settings, or null when they could not be read (said in a snackbar).
 */
async function reloadKeepingChanges(
  queryClient: QueryClient,
  ftgId: string,
  form: UseFormReturn<FormInput, unknown, FormOutput>,
  base: PortalSettings,
): Promise<PortalSettings | null> {
  const mine = form.getValues();
  const changes = changedPaths(mine, formOf(base));
  let fresh: PortalSettings;
  try {
    fresh = await queryClient.fetchQuery(portalSettingsQueryOptions(ftgId));
  } catch (loadErr) {
    showError(loadErr);
    return null;
  }
  form.reset(formOf(fresh));
  for (const path of changes) form.setValue(path, valueAt(mine, path) as never, { shouldDirty: true });
  return fresh;
}

/** The company switches a save changes, and the rows whose place in the process changes with them. */
async function switchChangeOf(
  values: FormOutput,
  base: PortalSettings,
): Promise<SwitchChange<FormOutput> | null> {
  const switches = changedPaths(values, formOf(base)).filter((p) => p.startsWith('Company.'));
  if (switches.length === 0 || !base.MayEditCompany) return null;
  const to = { KalUseLonReady: values.Company.KalUseLonReady, KalUseAttest: values.Company.KalUseAttest };
  const stepsChanged =
    to.KalUseLonReady !== base.Company.KalUseLonReady || to.KalUseAttest !== base.Company.KalUseAttest;
  const moved: MovedRows = stepsChanged ? await getMovedRows(to) : [];
  return { values, before: base.Company, switches, moved };
}

/**
 * Saves the form on the version of `base`; `onStored` gets what the form now shows and whether it
 * met someone else's save (their settings, with this person's changes on top).
 */
function useStore(
  ftgId: string,
  form: UseFormReturn<FormInput, unknown, FormOutput>,
  base: PortalSettings,
  onStored: (saved: PortalSettings, conflicted: boolean) => void,
) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const save = useSavePortalSettings(ftgId);
  const run = async (values: FormOutput, movedRows: MovedRowChoice) => {
    try {
      const result = await save.mutateAsync({
        Version: base.Version,
        PortalInfo: values.PortalInfo,
        ...(base.MayEditCompany ? { Company: values.Company } : {}),
        MovedRows: movedRows,
      });
      onStored(result, false);
      form.reset(formOf(result));
      showSnackbar({ text: t('admin.portal.saved'), color: 'success' });
    } catch (err) {
      if (isApiError(err, ERRORS.VersionConflict.code)) {
        const fresh = await reloadKeepingChanges(queryClient, ftgId, form, base);
        if (fresh) onStored(fresh, true);
        return;
      }
      if (applyServerFieldErrors(err, (field) => field as Path, form.setError)) return;
      showError(err);
    }
  };
  return { run, isPending: save.isPending };
}

/**
 * The /admin/portal form: saves the settings on the version they were read in; a conflict keeps
 * the person's changes. A save that changes company switches waits for their confirmation
 * (`pending`, ADR 0022).
 */
export function usePortalSettingsForm(ftgId: string, saved: PortalSettings) {
  // What the form was read from: its version is the one a save names.
  const [base, setBase] = useState(saved);
  const [conflict, setConflict] = useState(false);
  const [pending, setPending] = useState<SwitchChange<FormOutput> | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(saved.MayEditCompany ? PortalSettingsFormSchema : ReadOnlyCompanyFormSchema),
    defaultValues: formOf(saved),
  });
  const { isDirty, isSubmitting } = form.formState;
  const { reset } = form;
  // Another administrator saved (heard over /ws): an untouched form shows their version at once; a
  // form with changes keeps them, and its save meets the conflict.
  useEffect(() => {
    if (!isDirty && saved.Version > base.Version) {
      setBase(saved);
      reset(formOf(saved));
    }
  }, [saved, base.Version, isDirty, reset]);

  const store = useStore(ftgId, form, base, (saved, conflicted) => {
    setBase(saved);
    setConflict(conflicted);
  });

  const submit = form.handleSubmit(async (values) => {
    let change: SwitchChange<FormOutput> | null;
    try {
      change = await switchChangeOf(values, base);
    } catch (err) {
      showError(err);
      return;
    }
    if (change) setPending(change);
    else await store.run(values, 'FOLLOW');
  });
  useShortcut(SAVE_SHORTCUT, () => void submit(), {
    enabled: isDirty && !isSubmitting && !store.isPending && pending === null,
  });

  return {
    control: form.control,
    base,
    isDirty,
    isSubmitting,
    isSaving: store.isPending,
    conflict,
    dismissConflict: () => setConflict(false),
    submit,
    discard: () => {
      reset(formOf(base));
      setConflict(false);
    },
    pending,
    cancelSwitches: () => setPending(null),
    confirmSwitches: async (choice: MovedRowChoice) => {
      const values = pending?.values;
      setPending(null);
      if (values) await store.run(values, choice);
    },
  };
}
