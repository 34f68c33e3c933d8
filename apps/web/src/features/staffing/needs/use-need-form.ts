import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ERRORS } from '@lonportal/domain/errors/codes';
import type { BehovCreate, BehovUpdate, Behov } from '@lonportal/domain/staffing/needs';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { todayIso } from '../../../lib/today';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { useSnackbar } from '../../../ui/snackbar';
import { refetchStaffing, useNeedWrites } from '../api/needs';
import { needFieldOf, needFormOf, needResolver, prefillFromTask, type NeedFormValues } from './need-form';
import type { StaffingLists } from './use-staffing-lists';

/**
 * A need's form and its save: a new need (repeated or not) or one day of a saved one, on the
 * version it was read at (ARCHITECTURE "Concurrency"). The server's field problems go on their
 * fields; a version conflict says someone else changed the day first.
 */
export function useNeedForm(
  ftgId: string,
  read: Behov | null,
  day: string,
  lists: StaffingLists,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const { create, update } = useNeedWrites(ftgId);
  const isNew = read === null;
  const today = todayIso();
  const resolver = useMemo(() => needResolver(isNew, today), [isNew, today]);
  const form = useForm<NeedFormValues>({ resolver, defaultValues: needFormOf(read, day) });
  const [failure, setFailure] = useState<string | null>(null);
  usePrefillFromTask(form, lists);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (read === null) {
        const days = await create.mutateAsync(values as unknown as BehovCreate);
        showSnackbar({
          text: t('staffing.needs.created', { n: days.length }),
          color: 'success',
          timeout: 4000,
        });
      } else {
        await update.mutateAsync({ id: read.Id, body: values as unknown as BehovUpdate });
        showSnackbar({ text: t('staffing.needs.saved'), color: 'success', timeout: 4000 });
      }
      onClose();
    } catch (err) {
      if (isApiError(err, ERRORS.VersionConflict.code)) {
        setFailure('staffing.needs.conflict');
        void refetchStaffing(queryClient, ftgId);
        return;
      }
      if (applyServerFieldErrors(err, needFieldOf, form.setError)) return;
      setFailure(errorMessageKey(err));
    }
  });

  return { form, submit, isNew, failure, pending: form.formState.isSubmitting };
}

/** Choosing a task fills in its department, competences and properties (they may then be changed). */
function usePrefillFromTask(form: ReturnType<typeof useForm<NeedFormValues>>, lists: StaffingLists) {
  const { control, setValue } = form;
  const task = useWatch({ control, name: 'Bemuppgift' });
  const previous = useRef(task);
  useEffect(() => {
    if (task === previous.current) return;
    previous.current = task;
    const found = lists.tasks.find((x) => x.Bemuppgift === task);
    if (!found) return;
    const fill = prefillFromTask(found);
    const options = { shouldDirty: true, shouldValidate: false };
    setValue('Avdelning', fill.Avdelning, options);
    setValue('Kompetenser', fill.Kompetenser, options);
    setValue('Egenskaper', fill.Egenskaper, options);
  }, [task, lists.tasks, setValue]);
}
