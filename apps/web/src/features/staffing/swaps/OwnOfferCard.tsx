import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { passbyteOppet, type Passbyte } from '@lonportal/domain/staffing/swaps';
import type { StaffingLists } from '../needs/use-staffing-lists';
import { SwapCard, SwapCardActions } from './SwapCard';

/** The employee's own offer: its state, and withdrawing it while it waits. */
export function OwnOfferCard({
  swap: s,
  names,
  onWithdraw,
}: {
  swap: Passbyte;
  names: StaffingLists['names'];
  onWithdraw: (s: Passbyte) => void;
}) {
  const { t } = useTranslation();
  return (
    <SwapCard swap={s} names={names} heading="h4" offeredBy={t('staffing.swaps.you')}>
      {passbyteOppet(s.Status) && (
        <SwapCardActions>
          <Button size="small" variant="outlined" color="error" onClick={() => onWithdraw(s)}>
            {t('staffing.swaps.action.withdrawOffer')}
          </Button>
        </SwapCardActions>
      )}
    </SwapCard>
  );
}
