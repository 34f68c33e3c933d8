import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessageKey } from '../lib/api-client';
import { showError } from '../lib/api-errors';
import { useConfirm } from './confirm';
import { applyServerFieldErrors } from './server-field-errors';
import { useSnackbar } from './snackbar';

// What the absence pages' form dialogs and removals share: a save that puts the server's field
// errors on the fields and any other failure in the dialog, says so when it worked and closes;
// a removal asked for first, said when done, refused with the server's reason.

/**
 * The outcome handlers of a dialog's save: on success a snackbar with `doneText` and `onDone`; on
 * failure the fields named by the server marked, or the message shown in the dialog (`failure`).
 */
export function useDialogSave<T extends FieldValues, R = unknown>(
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  onDone: (saved: R) => void,
) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    /** The mutation's callbacks, with the text said once it worked. */
    handlers: (doneText: string) => {
      setFailure(null);
      return {
        onSuccess: (saved: R) => {
          showSnackbar({ text: t(doneText), color: 'success', timeout: 4000 });
          onDone(saved);
        },
        onError: (err: unknown) => {
          if (!applyServerFieldErrors(err, fields, setError)) setFailure(errorMessageKey(err));
        },
      };
    },
    /** The failure as the dialog shows it, above its fields. */
    alert: failure ? <Alert severity="error">{t(failure)}</Alert> : null,
  };
}

/** A form dialog's two buttons: cancel, and the submit with its working state. */
export function SaveActions({
  onCancel,
  pending,
  submitText,
}: {
  onCancel: () => void;
  pending: boolean;
  submitText: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel}>{t('absence.action.cancel')}</Button>
      <Button type="submit" variant="contained" loading={pending}>
        {t(submitText)}
      </Button>
    </>
  );
}

/** A removal asked for first: the confirm dialog's texts, the call, and what is said when done. */
export function useConfirmedRemove() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  return async (o: {
    title: string;
    text: string;
    confirmText?: string;
    doneText: string;
    remove: () => Promise<unknown>;
  }) => {
    const answer = await confirm({
      title: o.title,
      text: o.text,
      confirmText: o.confirmText ?? t('absence.action.delete'),
      confirmColor: 'error',
    });
    if (answer !== 'confirm') return;
    try {
      await o.remove();
      showSnackbar({ text: o.doneText, color: 'success', timeout: 4000 });
    } catch (err) {
      showError(err, { color: 'warning' });
    }
  };
}
