import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { Passbyte } from '@lonportal/domain/staffing/swaps';
import type { StaffingLists } from '../needs/use-staffing-lists';
import { SwapCard, SwapCardActions } from './SwapCard';
import type { TakeKind } from './TakeSwapDialog';

/** A colleague's offer the employee may take: take it as it is, or for one of their own shifts. */
export function AvailableCard({
  swap: s,
  names,
  onTake,
}: {
  swap: Passbyte;
  names: StaffingLists['names'];
  onTake: (s: Passbyte, kind: TakeKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <SwapCard swap={s} names={names} heading="h4" offeredBy={s.Namn}>
      <SwapCardActions>
        <Button size="small" variant="contained" onClick={() => onTake(s, 'take')}>
          {t('staffing.swaps.action.take')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => onTake(s, 'swap')}>
          {t('staffing.swaps.action.swap')}
        </Button>
      </SwapCardActions>
    </SwapCard>
  );
}
