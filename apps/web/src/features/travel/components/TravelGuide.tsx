import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { ERRORS } from '@lonportal/domain/errors/codes';
import type { TravelExpense, TravelResult } from '@lonportal/domain/travel/trip';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { AppDialog } from '../../../ui/AppDialog';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { useNarrowScreen } from '../../../ui/screen';
import { useSnackbar } from '../../../ui/snackbar';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import { previewTrip, useSaveTrip } from '../api';
import {
  daysFor,
  formFieldOf,
  GUIDE_STEPS,
  stepOfField,
  travelErrors,
  wireTravel,
  type GuideStep,
  type TravelFormValues,
} from '../travel-form';
import { CarStep } from './CarStep';
import { ExpensesStep } from './ExpensesStep';
import { DaysStep, TimesStep, TripStep, type StepProps } from './guide-steps';
import { TravelResultView } from './TravelResultView';

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

const STEP_VIEWS: Record<Exclude<GuideStep, 'result'>, (p: StepProps) => React.JSX.Element> = {
  trip: TripStep,
  times: TimesStep,
  days: DaysStep,
  car: CarStep,
  expenses: ExpensesStep,
};

/**
 * The travel guide: a trip step by step — where and why, the times and (abroad) the
 * border crossings and flights, the meals and lodging per day, the car, the expenses and
 * representation — then the result per day, what is tax-free and taxable and why, before it is
 * saved or completed. Each step is checked by the wire's rules before the next; the server's field
 * errors open the step they belong to. On a phone it fills the screen.
 */
export function TravelGuide({ ftgId, anstNr, trip, initial, mayEdit, onClose }: TravelGuideProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const { showSnackbar } = useSnackbar();
  const save = useSaveTrip(ftgId);
  const [step, setStep] = useState<GuideStep>('trip');
  const [result, setResult] = useState<TravelResult | null>(null);
  const [computing, setComputing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TravelFormValues>({ defaultValues: initial });
  const { control, setValue, getValues, setError, clearErrors, formState } = form;
  const disabled = !mayEdit || save.isPending;
  const requestClose = useDiscardGuard(formState.isDirty && !save.isSuccess, onClose);

  // The days follow the trip's dates, keeping what was ticked on a day still in the trip.
  const [from, to] = useWatch({ control, name: ['AvresaDatum', 'HemkomstDatum'] });
  useEffect(() => {
    const days = daysFor(from, to, getValues('Dagar'));
    if (JSON.stringify(days) !== JSON.stringify(getValues('Dagar'))) setValue('Dagar', days);
  }, [from, to, getValues, setValue]);

  const index = GUIDE_STEPS.indexOf(step);
  /** The wire's rules on the steps up to `upTo`: the first with an error opens, its fields marked. */
  const check = (upTo: number): boolean => {
    clearErrors();
    const errors = travelErrors(getValues(), anstNr).filter(
      (e) => GUIDE_STEPS.indexOf(stepOfField(e.field)) <= upTo,
    );
    if (errors.length === 0) return true;
    errors.forEach((e, i) =>
      setError(e.field as FieldPath<TravelFormValues>, { message: e.message }, { shouldFocus: i === 0 }),
    );
    setStep(stepOfField(errors[0]!.field));
    return false;
  };

  const go = async (target: GuideStep) => {
    setFailure(null);
    const to = GUIDE_STEPS.indexOf(target);
    if (to > index && mayEdit && !check(to - 1)) return;
    if (target === 'result') {
      setComputing(true);
      try {
        setResult(await previewTrip(wireTravel(getValues(), anstNr)));
      } catch (err) {
        setResult(null);
        if (
          !applyServerFieldErrors(
            err,
            (f) => formFieldOf(f.split('.')) as FieldPath<TravelFormValues>,
            setError,
          )
        )
          setFailure(errorMessageKey(err));
      } finally {
        setComputing(false);
      }
    }
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
          if (
            applyServerFieldErrors(
              err,
              (f) => formFieldOf(f.split('.')) as FieldPath<TravelFormValues>,
              setError,
            )
          ) {
            const first = Object.keys(form.formState.errors)[0];
            if (first) setStep(stepOfField(first));
            return;
          }
          setFailure(
            isApiError(err, ERRORS.VersionConflict.code) ? 'travel.guide.conflict' : errorMessageKey(err),
          );
        },
      },
    );
  };

  const View = step === 'result' ? null : STEP_VIEWS[step];
  const last = index === GUIDE_STEPS.length - 1;
  return (
    <AppDialog
      open
      onClose={requestClose}
      persistent={save.isPending}
      width={900}
      title={trip ? t('travel.guide.editTitle') : t('travel.guide.newTitle')}
      actions={
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', width: '100%' }}
        >
          <Button onClick={requestClose} disabled={save.isPending}>
            {mayEdit ? t('travel.guide.cancel') : t('travel.guide.close')}
          </Button>
          {index > 0 && (
            <Button onClick={() => void go(GUIDE_STEPS[index - 1]!)} disabled={save.isPending}>
              {t('travel.guide.back')}
            </Button>
          )}
          {!last && (
            <Button variant="contained" onClick={() => void go(GUIDE_STEPS[index + 1]!)} loading={computing}>
              {t('travel.guide.next')}
            </Button>
          )}
          {last && mayEdit && (
            <>
              <Button
                variant="outlined"
                onClick={() => submit(false)}
                loading={save.isPending && !save.variables?.complete}
              >
                {t('travel.guide.save')}
              </Button>
              <Button
                variant="contained"
                onClick={() => submit(true)}
                disabled={result?.kind !== 'ok'}
                loading={save.isPending && save.variables?.complete === true}
              >
                {t('travel.guide.saveAndComplete')}
              </Button>
            </>
          )}
        </Stack>
      }
    >
      {narrow ? (
        <Typography variant="overline" component="p" sx={{ mb: 1 }}>
          {t('travel.guide.stepOf', {
            n: index + 1,
            of: GUIDE_STEPS.length,
            title: t(`travel.guide.step.${step}`),
          })}
        </Typography>
      ) : (
        <Stepper nonLinear activeStep={index} sx={{ mb: 3 }}>
          {GUIDE_STEPS.map((s) => (
            <Step key={s} completed={GUIDE_STEPS.indexOf(s) < index}>
              <StepButton onClick={() => void go(s)}>{t(`travel.guide.step.${s}`)}</StepButton>
            </Step>
          ))}
        </Stepper>
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t(`travel.guide.step.${step}`)}
      </Typography>
      {!mayEdit && trip?.LastOrsak && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(trip.LastOrsak)}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t(failure)}
        </Alert>
      )}
      {View && (
        <View control={control} setValue={setValue} disabled={disabled} ftgId={ftgId} anstNr={anstNr} />
      )}
      {step === 'result' &&
        (computing ? (
          <LinearProgress aria-label={t('travel.guide.computing')} />
        ) : result ? (
          <TravelResultView result={result} />
        ) : null)}
    </AppDialog>
  );
}
