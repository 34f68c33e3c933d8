import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { useCorrectPunch } from './api/put-punch';
import {
  correctionBody,
  formFieldOf,
  punchFormSchema,
  punchFormValues,
  type PunchFormOutput,
  type PunchFormValues,
} from './punch-form';
import { failureKey } from './punch-failure';

/**
 * The correction dialog's form and its save: the server's field problems land on the fields;
 * anything else is `failure`, a message for the dialog.
 */
export function useCorrectionForm(ftgId: string, punch: Stampling, onClose: () => void) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const save = useCorrectPunch(ftgId);
  const [failure, setFailure] = useState<string | null>(null);
  const closed = punch.Ut !== null;
  const resolver = useMemo(
    () =>
      zodResolver(punchFormSchema(closed)) as unknown as Resolver<PunchFormValues, unknown, PunchFormOutput>,
    [closed],
  );
  const { control, handleSubmit, setError, formState } = useForm<PunchFormValues, unknown, PunchFormOutput>({
    resolver,
    defaultValues: punchFormValues(punch),
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      { id: punch.Id, body: correctionBody(values, punch.Version) },
      {
        onSuccess: () => {
          showSnackbar({ text: t('punches.done.corrected'), color: 'success', timeout: 4000 });
          onClose();
        },
        onError: (err) => {
          if (!applyServerFieldErrors(err, formFieldOf, setError)) setFailure(failureKey(err));
        },
      },
    );
  });

  return { control, submit, isDirty: formState.isDirty, isPending: save.isPending, failure, closed };
}
