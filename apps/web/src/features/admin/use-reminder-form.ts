import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Reminder } from '@lonportal/domain/admin/reminders';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { useSession } from '../../lib/session';
import { useConfirm } from '../../ui/confirm';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { remindersQueryOptions, useDeleteReminder, useSaveReminder } from './api/reminders';
import {
  changedFields,
  reminderFormOf,
  reminderResolver,
  type ReminderFormOutput,
  type ReminderFormValues,
} from './reminder-form';

const SERVER_FIELDS = (wire: string) => wire as keyof ReminderFormValues;

/** Deleting the reminder, after a confirmation naming it; done closes the dialog. */
function useDeleteReminderAction(ftgId: string, onClose: () => void) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const remove = useDeleteReminder(ftgId);
  const run = async (reminder: Reminder | null) => {
    if (!reminder) return;
    const answer = await confirm({
      title: t('admin.reminders.delete.confirmTitle'),
      text: t('admin.reminders.delete.confirmText', { namn: reminder.Namn }),
      confirmText: t('admin.reminders.delete.action'),
      confirmColor: 'error',
    });
    if (answer !== 'confirm') return;
    try {
      await remove.mutateAsync({ id: reminder.Id, version: reminder.Version });
    } catch (err) {
      showError(err);
      return;
    }
    showSnackbar({ text: t('admin.reminders.delete.done'), color: 'success' });
    onClose();
  };
  return { run, isPending: remove.isPending };
}

/**
 * A reminder's form and its save on the version it was read in (`reminder` null makes a new one).
 * A conflict shows the saved reminder with this person's changes put back on top.
 */
export function useReminderForm(reminder: Reminder | null, onClose: () => void) {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const { showSnackbar } = useSnackbar();
  const save = useSaveReminder(ftgId);
  const remove = useDeleteReminderAction(ftgId, onClose);
  const queryClient = useQueryClient();
  // What the form was read from: its version is the one a save names.
  const [base, setBase] = useState(reminder);
  const [conflict, setConflict] = useState(false);
  const form = useForm<ReminderFormValues, unknown, ReminderFormOutput>({
    resolver: reminderResolver,
    defaultValues: reminderFormOf(reminder),
  });

  /** Someone saved first: show theirs with this person's changes put back on top. */
  async function keepChangesOverTheirs() {
    if (!base) return;
    const mine = form.getValues();
    const changed = changedFields(mine, reminderFormOf(base));
    const fresh = (await queryClient.fetchQuery(remindersQueryOptions(ftgId))).find((r) => r.Id === base.Id);
    if (!fresh) {
      showSnackbar({ text: t('admin.reminders.deletedMeanwhile'), color: 'warning' });
      onClose();
      return;
    }
    setBase(fresh);
    form.reset(reminderFormOf(fresh));
    for (const k of changed) form.setValue(k, mine[k] as never, { shouldDirty: true });
    setConflict(true);
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: base?.Id ?? null, body: { ...values, Version: base?.Version ?? 0 } });
    } catch (err) {
      if (isApiError(err, ERRORS.VersionConflict.code)) {
        await keepChangesOverTheirs().catch((loadErr: unknown) => showError(loadErr));
        return;
      }
      if (applyServerFieldErrors(err, SERVER_FIELDS, form.setError)) return;
      showError(err);
      return;
    }
    showSnackbar({ text: t('admin.reminders.saved'), color: 'success' });
    onClose();
  });

  return {
    control: form.control,
    base,
    conflict,
    submit,
    isSubmitting: form.formState.isSubmitting,
    busy: form.formState.isSubmitting || remove.isPending,
    deleteReminder: () => void remove.run(base),
  };
}
