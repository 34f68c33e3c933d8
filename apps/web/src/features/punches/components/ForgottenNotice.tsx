import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { closableFromSchedule, wallTime } from '../punch-view';
import { useCloseAction } from '../use-punch-actions';

/** A forgotten punch-out (domain punches.ts rule 5) with its "Stäng enligt schema". */
export function ForgottenNotice({ ftgId, punch }: { ftgId: string; punch: Stampling }) {
  const { t } = useTranslation();
  const close = useCloseAction(ftgId);
  const closable = closableFromSchedule(punch);
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        closable ? (
          <Button color="inherit" size="small" onClick={() => close.run(punch)} loading={close.isPending}>
            {t('punches.action.closeFromSchedule')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('punches.forgotten.title')}</AlertTitle>
      {t('punches.forgotten.text', { date: punch.Datum, time: wallTime(punch.In) })}{' '}
      {t(closable ? 'punches.forgotten.closeHint' : 'punches.forgotten.correctHint')}
    </Alert>
  );
}
