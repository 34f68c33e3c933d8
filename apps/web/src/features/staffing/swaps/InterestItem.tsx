import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Passbyte } from '@lonportal/domain/staffing/swaps';
import type { StaffingLists } from '../needs/use-staffing-lists';
import { WarningList } from '../warnings';
import { ShiftLine } from './SwapCard';

export type Interest = Passbyte['Intressen'][number];

/**
 * What an interest would do (SPEC §5 "Staffing warnings", DOMAIN §4): the warnings for the one who
 * takes the shift and, when they give a shift back, for the one who offered it; each list named by
 * whom it concerns, or a line saying there is none.
 */
export function InterestWarnings({ swap, interest: i }: { swap: Passbyte; interest: Interest }) {
  const { t } = useTranslation();
  if (i.Varningar.length === 0 && i.VarningarGivare.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('staffing.warnings.none')}
      </Typography>
    );
  return (
    <Stack spacing={1}>
      {i.Varningar.length > 0 && (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('staffing.swaps.warningsFor', { name: i.Namn })}
          </Typography>
          <WarningList warnings={i.Varningar} label={t('staffing.swaps.warningsFor', { name: i.Namn })} />
        </Box>
      )}
      {i.VarningarGivare.length > 0 && (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('staffing.swaps.warningsForGiver', { name: swap.Namn })}
          </Typography>
          <WarningList
            warnings={i.VarningarGivare}
            label={t('staffing.swaps.warningsForGiver', { name: swap.Namn })}
          />
        </Box>
      )}
    </Stack>
  );
}

/** One colleague's interest in a swap, for the managers: who, what they give back, the warnings, approve. */
export function InterestItem({
  swap,
  interest: i,
  names,
  chosen,
  onApprove,
}: {
  swap: Passbyte;
  interest: Interest;
  names: StaffingLists['names'];
  /** The interest the swap was approved for. */
  chosen: boolean;
  /** Approve this interest; absent when the swap no longer waits. */
  onApprove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1, listStyle: 'none' }}
      data-testid="swap-interest"
    >
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}>{i.Namn}</Typography>
        {chosen && (
          <Chip size="small" color="success" variant="outlined" label={t('staffing.swaps.chosen')} />
        )}
      </Stack>
      <Typography variant="body2" component="div" sx={{ mb: 1 }}>
        {i.MotPass ? (
          <>
            {t('staffing.swaps.givesBack')} <ShiftLine pass={i.MotPass} names={names} />
          </>
        ) : (
          t('staffing.swaps.takesOnly')
        )}
      </Typography>
      {onApprove && <InterestWarnings swap={swap} interest={i} />}
      {onApprove && (
        <Button variant="contained" size="small" sx={{ mt: 1 }} onClick={onApprove}>
          {t('staffing.swaps.action.approve', { name: i.Namn })}
        </Button>
      )}
    </Box>
  );
}
