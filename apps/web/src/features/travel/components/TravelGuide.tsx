import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { AppDialog } from '../../../ui/AppDialog';
import { useNarrowScreen } from '../../../ui/screen';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import { GUIDE_STEPS, type GuideStep } from '../travel-form';
import { useTravelGuide, type TravelGuideProps } from '../use-travel-guide';
import { CarStep } from './CarStep';
import { ExpensesStep } from './ExpensesStep';
import { GuideActions } from './GuideActions';
import { DaysStep, TimesStep, TripStep, type StepProps } from './guide-steps';
import { TravelResultView } from './TravelResultView';

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
  const guide = useTravelGuide({ ftgId, anstNr, trip, initial, mayEdit, onClose });
  const { form, save, step, index, result, computing, failure } = guide;
  const { control, setValue, formState } = form;
  const disabled = !mayEdit || save.isPending;
  const requestClose = useDiscardGuard(formState.isDirty && !save.isSuccess, onClose);

  const View = step === 'result' ? null : STEP_VIEWS[step];
  return (
    <AppDialog
      open
      onClose={requestClose}
      persistent={save.isPending}
      width={900}
      title={trip ? t('travel.guide.editTitle') : t('travel.guide.newTitle')}
      actions={<GuideActions guide={guide} mayEdit={mayEdit} onClose={requestClose} />}
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
              <StepButton onClick={() => void guide.go(s)}>{t(`travel.guide.step.${s}`)}</StepButton>
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
          {t(failure.key, failure.values)}
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
