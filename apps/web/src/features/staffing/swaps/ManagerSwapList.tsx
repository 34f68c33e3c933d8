import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passbyteOppet, type Passbyte } from '@lonportal/domain/staffing/swaps';
import type { StaffingLists } from '../needs/use-staffing-lists';
import { InterestItem, type Interest } from './InterestItem';
import { SwapCard } from './SwapCard';

/** The decision a manager is about to take: approve one interest, or deny (interest null). */
export interface Deciding {
  swap: Passbyte;
  interest: Interest | null;
}

/** A swap as the managers see it: the card, every interest with its warnings, approve or deny. */
function ManagerSwapCard({
  swap: s,
  names,
  onDecide,
}: {
  swap: Passbyte;
  names: StaffingLists['names'];
  onDecide: (d: Deciding) => void;
}) {
  const { t } = useTranslation();
  const waiting = passbyteOppet(s.Status);
  return (
    <SwapCard swap={s} names={names} heading="h2" offeredBy={s.Namn}>
      {s.Intressen.length > 0 ? (
        <Stack
          component="ul"
          spacing={1}
          sx={{ m: 0, p: 0, pt: 1 }}
          aria-label={t('staffing.swaps.interests', { count: s.Intressen.length })}
        >
          {s.Intressen.map((i) => (
            <InterestItem
              key={i.Id}
              swap={s}
              interest={i}
              names={names}
              chosen={s.Beslut?.IntresseId === i.Id}
              {...(waiting ? { onApprove: () => onDecide({ swap: s, interest: i }) } : {})}
            />
          ))}
        </Stack>
      ) : (
        waiting && (
          <Typography variant="body2" color="text.secondary">
            {t('staffing.swaps.noInterest')}
          </Typography>
        )
      )}
      {waiting && (
        <Stack direction="row" sx={{ pt: 1 }}>
          <Button
            variant="outlined"
            color="error"
            size="small"
            onClick={() => onDecide({ swap: s, interest: null })}
          >
            {t('staffing.swaps.action.deny')}
          </Button>
        </Stack>
      )}
    </SwapCard>
  );
}

/** The managers' swaps, in the order sortSwaps gives them. */
export function ManagerSwapList({
  swaps,
  names,
  onDecide,
}: {
  swaps: readonly Passbyte[];
  names: StaffingLists['names'];
  onDecide: (d: Deciding) => void;
}) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {swaps.map((s) => (
        <ManagerSwapCard key={s.Id} swap={s} names={names} onDecide={onDecide} />
      ))}
    </Stack>
  );
}
