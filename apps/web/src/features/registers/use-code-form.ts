import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ERRORS } from '@lonportal/domain/errors/codes';
import type { CodeCreate, CodeRegister, CodeUpdate } from '@lonportal/domain/registers/codes';
import { errorMessageKey, isApiError } from '../../lib/api-client';
import { putChangesOverTheirs } from '../../ui/changes-over-theirs';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import {
  codeOf,
  registerCodesQueryOptions,
  useCreateCode,
  useUpdateCode,
  type RegisterRow,
} from './api/codes';
import { codeFormField, codeFormOf, codeResolver, type CodeFormValues } from './code-form';
import { useRegisterSection } from './register-section';

/**
 * A code register row's form and its save on the version it was read at (`read` null creates one;
 * ARCHITECTURE "Concurrency"): an untouched form follows another administrator's save (`live`), a
 * conflict shows theirs with this person's changes put back on top, and `gone` says someone else
 * deleted the row.
 */
export function useCodeForm(
  ftgId: string,
  kind: CodeRegister,
  read: RegisterRow | null,
  live: RegisterRow | null,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const texts = useRegisterSection()(kind);
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const create = useCreateCode(ftgId, kind);
  const update = useUpdateCode(ftgId, kind);
  const isNew = read === null;
  const [base, setBase] = useState(read);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => codeResolver(kind, isNew), [kind, isNew]);
  const form = useForm<CodeFormValues>({ resolver, defaultValues: codeFormOf(kind, read) });
  const { handleSubmit, reset, setError, formState } = form;

  // Another administrator saved the row (heard over /ws): an untouched form shows it at once.
  useEffect(() => {
    if (live && base && !formState.isDirty && live.Version > base.Version) {
      setBase(live);
      reset(codeFormOf(kind, live));
    }
  }, [live, base, formState.isDirty, reset, kind]);

  /** Someone saved first: show theirs with this person's changes put back on top. */
  async function keepChangesOverTheirs(row: RegisterRow) {
    const list = (await queryClient.fetchQuery(
      registerCodesQueryOptions(ftgId, kind),
    )) as unknown as RegisterRow[];
    const fresh = list.find((r) => codeOf(kind, r) === codeOf(kind, row));
    if (!fresh) return;
    setBase(fresh);
    putChangesOverTheirs(form, codeFormOf(kind, row), codeFormOf(kind, fresh));
    setConflict(true);
  }

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (!base) {
        await create.mutateAsync(values as unknown as CodeCreate<CodeRegister>);
        showSnackbar({ text: t(`registers.${texts}.created`), color: 'success', timeout: 4000 });
      } else {
        const body = { ...values, Version: base.Version } as unknown as CodeUpdate<CodeRegister>;
        await update.mutateAsync({ row: base, body });
        showSnackbar({ text: t(`registers.${texts}.saved`), color: 'success', timeout: 4000 });
      }
      onClose();
    } catch (err) {
      if (base && isApiError(err, ERRORS.VersionConflict.code)) {
        await keepChangesOverTheirs(base).catch((loadErr: unknown) => setFailure(errorMessageKey(loadErr)));
        return;
      }
      if (applyServerFieldErrors(err, codeFormField(kind, isNew), setError)) return;
      setFailure(errorMessageKey(err));
    }
  });

  return { form, submit, isNew, base, conflict, failure, gone: base !== null && live === null };
}
