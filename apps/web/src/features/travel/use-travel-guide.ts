import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@lonportal/domain/errors/codes';
import type { TravelExpense, TravelResult } from '@lonportal/domain/travel/trip';
import { isApiError } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { previewTrip, useSaveTrip } from './api';
import { travelFailure, type TravelFailure } from './travel-failure';
import {
  daysFor,
  formFieldOf,
  GUIDE_STEPS,
  stepOfField,
  travelErrors,
  wireTravel,
  type GuideStep,
  type TravelFormValues,
} from './travel-form';

export interface TravelGuideProps {
  ftgId: string;
  anstNr: string;
  /** The trip to change, or null for a new one. */
  trip: TravelExpense | null;
  initial: TravelFormValues;
  /** The user may change trips at all (and this one is not completed). */
  mayEdit: boolean;
  onClose: () => void;
}

/** The server names a field by its wire path; the form by its own. */
const formPath = (f: string) => formFieldOf(f.split('.')) as FieldPath<TravelFormValues>;

/**
 * The travel guide's state: the trip's form, the step shown, the result computed for the last
 * step, and the save. Each step is checked by the wire's rules before the next; the server's
 * field errors open the step they belong to.
 */
export function useTravelGuide({ ftgId, anstNr, trip, initial, mayEdit, onClose }: TravelGuideProps) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const save = useSaveTrip(ftgId);
  const [step, setStep] = useState<GuideStep>('trip');
  const [failure, setFailure] = useState<TravelFailure | null>(null);
  const form = useForm<TravelFormValues>({ defaultValues: initial });
  const { getValues, setError } = form;
  const { result, computing, compute } = useGuideResult(form, anstNr, trip?.Id ?? null, setFailure);

  useDaysFollowDates(form);

  const index = GUIDE_STEPS.indexOf(step);
  /** The wire's rules on the steps up to `upTo`: the first with an error opens, its fields marked. */
  const check = (upTo: number): boolean => {
    const failed = markErrors(form, anstNr, upTo);
    if (failed) setStep(failed);
    return failed === null;
  };

  const go = async (target: GuideStep) => {
    setFailure(null);
    const to = GUIDE_STEPS.indexOf(target);
    if (to > index && mayEdit && !check(to - 1)) return;
    if (target === 'result') await compute();
    setStep(target);
  };

  const submit = (complete: boolean) => {
    setFailure(null);
    if (!check(GUIDE_STEPS.length - 1)) return;
    save.mutate(
      {
        id: trip?.Id ?? null,
        version: trip?.Version ?? 0,
        values: wireTravel(getValues(), anstNr),
        complete,
      },
      {
        onSuccess: () => {
          showSnackbar({
            text: t(complete ? 'travel.guide.completed' : 'travel.guide.saved'),
            color: 'success',
            timeout: 4000,
          });
          onClose();
        },
        onError: (err) => {
          if (applyServerFieldErrors(err, formPath, setError)) {
            const first = Object.keys(form.formState.errors)[0];
            if (first) setStep(stepOfField(first));
            return;
          }
          setFailure(
            isApiError(err, ERRORS.VersionConflict.code)
              ? { key: 'travel.guide.conflict' }
              : travelFailure(err),
          );
        },
      },
    );
  };

  return { form, save, step, index, result, computing, failure, go, submit };
}

/** The result the last step shows, computed by the server from the form as it stands. */
function useGuideResult(
  form: UseFormReturn<TravelFormValues>,
  anstNr: string,
  id: string | null,
  setFailure: (failure: TravelFailure | null) => void,
) {
  const [result, setResult] = useState<TravelResult | null>(null);
  const [computing, setComputing] = useState(false);
  const compute = async () => {
    setComputing(true);
    try {
      setResult(await previewTrip(wireTravel(form.getValues(), anstNr), id));
    } catch (err) {
      setResult(null);
      if (!applyServerFieldErrors(err, formPath, form.setError)) setFailure(travelFailure(err));
    } finally {
      setComputing(false);
    }
  };
  return { result, computing, compute };
}

/** The days follow the trip's dates, keeping what was ticked on a day still in the trip. */
function useDaysFollowDates({ control, getValues, setValue }: UseFormReturn<TravelFormValues>) {
  const [from, to] = useWatch({ control, name: ['AvresaDatum', 'HemkomstDatum'] });
  useEffect(() => {
    const days = daysFor(from, to, getValues('Dagar'));
    if (JSON.stringify(days) !== JSON.stringify(getValues('Dagar'))) setValue('Dagar', days);
  }, [from, to, getValues, setValue]);
}

/** Marks the wire's errors on the steps up to `upTo`, the first focused; the step of the first, or null. */
function markErrors(
  { getValues, clearErrors, setError }: UseFormReturn<TravelFormValues>,
  anstNr: string,
  upTo: number,
): GuideStep | null {
  clearErrors();
  const errors = travelErrors(getValues(), anstNr).filter(
    (e) => GUIDE_STEPS.indexOf(stepOfField(e.field)) <= upTo,
  );
  if (errors.length === 0) return null;
  errors.forEach((e, i) =>
    setError(e.field as FieldPath<TravelFormValues>, { message: e.message }, { shouldFocus: i === 0 }),
  );
  return stepOfField(errors[0]!.field);
}

export type TravelGuideState = ReturnType<typeof useTravelGuide>;
