import { useMemo, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Compensation, CompensationValues } from '@lonportal/domain/compensations/compensations';
import { SHOW_AUTO_CALC_DEFAULT } from '@lonportal/domain/constants';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { errorMessageKey, isApiError } from '../../lib/api-client';
import { periodLabel, useDateFilter } from '../../lib/date-filter';
import { formatDate } from '../../lib/date-format';
import { useLocalFlag } from '../../lib/local-flag';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { compensationsKey, compensationsQueryOptions, useSaveCompensation } from './api';
import {
  COMPENSATION_FIELDS,
  compensationFormSchema,
  computesAmount,
  wireValues,
  type CompensationFormValues,
} from './compensation-form';
import { periodToShow } from './other-periods';
import type { CompensationContext } from './use-compensation-context';

/** SPEC §9 showAutoCalc: on until the user turns it off, in this browser. */
const AUTO_CALC_KEY = 'lonportal.compensations.autoCalc';

export type CompensationConflict = 'conflict' | 'reloaded' | 'gone';

/**
 * The compensation dialog's form and its save (SPEC §5 Compensation reporting): the wire rules
 * and the company's mandatory fields checked, the server's field errors on the fields, any other
 * failure kept for the dialog; a row saved outside the period shown moves the list to its period; a version conflict (409) keeps everything typed and reads the row
 * again on request.
 */
export function useCompensationForm(
  ctx: CompensationContext,
  row: Compensation | null,
  initial: CompensationFormValues,
  readOnly: boolean,
  onClose: () => void,
) {
  const queryClient = useQueryClient();
  const showSaved = useShowSaved();
  const save = useSaveCompensation(ctx.ftgId);
  const [autoCalc, setAutoCalc] = useLocalFlag(AUTO_CALC_KEY, SHOW_AUTO_CALC_DEFAULT);
  const [target, setTarget] = useState({ id: row?.Id ?? null, version: row?.Version ?? 0 });
  const [conflict, setConflict] = useState<CompensationConflict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const calcRef = useRef(false);
  const resolver = useCompensationResolver(ctx.compensationRules, calcRef);
  const form = useForm<CompensationFormValues, unknown, CompensationValues>({
    resolver,
    defaultValues: initial,
  });
  // Quantity × unit price fills the amount (showAutoCalc) on a new row, on a stored one whose
  // amount is that product, and once the quantity or price is typed: never over an amount typed
  // apart from them, nor on a row that may not change.
  const [antal, apris] = useWatch({ control: form.control, name: ['Antal', 'Apris'] });
  const calc = autoCalc && !readOnly && computesAmount(initial, { Antal: antal, Apris: apris });
  calcRef.current = calc;

  const submit = form.handleSubmit(() => {
    setFailure(null);
    save.mutate(
      { id: target.id, version: target.version, values: wireValues(form.getValues(), calc) },
      {
        onSuccess: (saved) => {
          showSaved(saved.Datum, Boolean(target.id));
          onClose();
        },
        onError: (err) => {
          if (isApiError(err, ERRORS.VersionConflict.code)) return setConflict('conflict');
          if (applyServerFieldErrors(err, COMPENSATION_FIELDS, form.setError)) return;
          setFailure(errorMessageKey(err));
        },
      },
    );
  });

  /** Reads the row as it is saved now; the form keeps what the user typed. */
  const reload = async () => {
    if (!row) return;
    const report = await queryClient.fetchQuery({
      ...compensationsQueryOptions(ctx.ftgId, row.AnstNr, { From: row.Datum, To: row.Datum }),
      staleTime: 0,
    });
    void queryClient.invalidateQueries({ queryKey: compensationsKey(ctx.ftgId) });
    const saved = report.Rader.find((r) => r.Id === row.Id);
    if (!saved) {
      setTarget({ id: null, version: 0 });
      return setConflict('gone');
    }
    setTarget({ id: saved.Id, version: saved.Version });
    setConflict(saved.KanAndras ? 'reloaded' : null);
    if (!saved.KanAndras) setFailure(saved.LastOrsak || 'errors.compensationNotEditable');
  };

  return { form, submit, saving: save.isPending, autoCalc, setAutoCalc, calc, conflict, failure, reload };
}

/** The form's check: the wire rules and the company's mandatory fields, on the values as sent. */
function useCompensationResolver(
  rules: CompensationContext['compensationRules'],
  calcRef: RefObject<boolean>,
) {
  return useMemo<Resolver<CompensationFormValues, unknown, CompensationValues>>(() => {
    const zod = zodResolver(compensationFormSchema(rules)) as unknown as Resolver<
      CompensationFormValues,
      unknown,
      CompensationValues
    >;
    return (values, context, options) =>
      zod(wireValues(values, calcRef.current) as CompensationFormValues, context, options);
  }, [rules, calcRef]);
}

/** Says a row was saved and, when it lies outside the period shown, moves the list to it. */
function useShowSaved() {
  const { t, i18n } = useTranslation();
  const dateFilter = useDateFilter();
  const { showSnackbar } = useSnackbar();
  return (datum: string, updated: boolean) => {
    // A row dated outside the period shown (a receipt of another month) is not lost from
    // view: the list moves to the period of the user's kind that holds it, and says why.
    const moved = periodToShow(datum, dateFilter.period, dateFilter.periodType);
    if (moved) dateFilter.setPeriod(moved);
    const done = t(updated ? 'compensations.entry.updated' : 'compensations.entry.created');
    const where = moved
      ? ` ${t('compensations.entry.shownInPeriod', {
          date: formatDate(datum),
          period: periodLabel(t, i18n.language, dateFilter.periodType, moved),
        })}`
      : '';
    showSnackbar({ text: `${done}${where}`, color: 'success', timeout: moved ? 8000 : 4000 });
  };
}
