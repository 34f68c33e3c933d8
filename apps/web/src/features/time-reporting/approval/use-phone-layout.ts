import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Whether the approval and attest pages show their phone layout (issue 11): below md, where the
 * time report shows day cards too, the employees and their rows are lists of cards.
 */
export const usePhoneLayout = (): boolean =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

/** A container's buttons 44 px tall below md, touch targets on a phone (issue 11). */
export const touchButtons = { '& .MuiButton-root': { minHeight: { xs: 44, md: 0 } } } as const;
