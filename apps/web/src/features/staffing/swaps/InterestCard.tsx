import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { passbyteOppet, type Passbyte } from '@lonportal/domain/staffing/swaps';
import type { StaffingLists } from '../needs/use-staffing-lists';
import { ShiftLine, SwapCard, SwapCardActions } from './SwapCard';
import { interestOutcome } from './swap-texts';

/** A colleague's offer the employee is interested in: what they give back, how it ended, withdraw. */
export function InterestCard({
  swap: s,
  names,
  onWithdraw,
}: {
  swap: Passbyte;
  names: StaffingLists['names'];
  onWithdraw: (s: Passbyte) => void;
}) {
  const { t } = useTranslation();
  const mine = s.Intressen[0];
  const outcome = interestOutcome(s);
  return (
    <SwapCard swap={s} names={names} heading="h4" offeredBy={s.Namn}>
      {mine?.MotPass && (
        <Typography variant="body2" component="div">
          {t('staffing.swaps.youGiveBack')} <ShiftLine pass={mine.MotPass} names={names} />
        </Typography>
      )}
      {outcome && (
        <Alert severity={outcome === 'won' ? 'success' : 'info'}>
          {t(`staffing.swaps.outcome.${outcome}`)}
        </Alert>
      )}
      {passbyteOppet(s.Status) && (
        <SwapCardActions>
          <Button size="small" variant="outlined" onClick={() => onWithdraw(s)}>
            {t('staffing.swaps.action.withdrawInterest')}
          </Button>
        </SwapCardActions>
      )}
    </SwapCard>
  );
}
