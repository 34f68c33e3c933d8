import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { andringKraverOrsak } from '@lonportal/domain/staffing/shifts';
import { isApiError } from '../../../lib/api-client';
import { todayIso } from '../../../lib/today';
import { useConfirm } from '../../../ui/confirm';
import { useDialogSave } from '../../../ui/dialog-save';
import { fieldErrorsOf } from '../../../ui/server-field-errors';
import { refetchStaffing } from '../api/needs';
import { useShiftWrites } from '../api/planner';
import { createBody, updateBody, type ShiftStart, type ShiftValues } from './shift-form';

const FIELDS = [
  'AnstNr',
  'Datum',
  'StartTid',
  'SlutTid',
  'Typ',
  'Bemuppgift',
  'RastMinuter',
  'Kommentar',
  'Overstyrning',
  'Orsak',
] as const;

/**
 * The shift dialog's save and removal (SPEC §5, §8 "staffing conflicts"): a shift with warnings
 * is kept only with the planner's reason (409 StaffingConflicts asks for it); a published shift
 * changed within two weeks needs a reason too (ATL 12 §: asked at once when the domain says so,
 * and whenever the server names the field); someone else's change (409 VersionConflict) is told
 * in the dialog and the plan is fetched anew.
 */
export function useShiftSave(
  ftgId: string,
  start: ShiftStart,
  form: UseFormReturn<ShiftValues>,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const writes = useShiftWrites(ftgId);
  const edit = start.kind === 'edit' ? start.pass : null;
  const [askOrsak, setAskOrsak] = useState(() => edit !== null && andringKraverOrsak(edit, todayIso()));
  const [askOverride, setAskOverride] = useState(false);
  const saving = useDialogSave(form.setError, FIELDS, onDone);

  const handlers = (doneText: string) => {
    const h = saving.handlers(doneText);
    return {
      onSuccess: () => h.onSuccess(undefined),
      onError: (err: unknown) => {
        if (isApiError(err, ERRORS.StaffingConflicts.code)) {
          setAskOverride(true);
          form.setError('Overstyrning', { message: 'staffing.planner.overrideNeeded' });
          return;
        }
        if (fieldErrorsOf(err, ['Orsak']).length > 0) setAskOrsak(true);
        if (isApiError(err, ERRORS.VersionConflict.code)) void refetchStaffing(queryClient, ftgId);
        h.onError(err);
      },
    };
  };
  /** ATL 12 §: the reason is asked for before the call when it is known to be needed. */
  const orsakMissing = (values: ShiftValues) => {
    if (!askOrsak || values.Orsak.trim()) return false;
    form.setError('Orsak', { message: 'validation.required' }, { shouldFocus: true });
    return true;
  };

  const submit = form.handleSubmit((values) => {
    if (orsakMissing(values)) return;
    if (edit)
      writes.update.mutate(
        { id: edit.Id, body: updateBody(values, edit.Version) },
        handlers('staffing.planner.saved'),
      );
    else writes.create.mutate(createBody(values), handlers('staffing.planner.saved'));
  });

  const remove = async () => {
    if (!edit || orsakMissing(form.getValues())) return;
    const answer = await confirm({
      title: t('staffing.planner.deleteTitle'),
      text: t('staffing.planner.deleteText'),
      confirmText: t('staffing.planner.delete'),
      confirmColor: 'error',
    });
    if (answer !== 'confirm') return;
    writes.remove.mutate(
      { id: edit.Id, version: edit.Version, orsak: form.getValues('Orsak').trim() },
      handlers('staffing.planner.deleted'),
    );
  };

  return {
    submit,
    remove: edit ? remove : null,
    pending: writes.create.isPending || writes.update.isPending || writes.remove.isPending,
    alert: saving.alert,
    askOrsak,
    askOverride,
  };
}
