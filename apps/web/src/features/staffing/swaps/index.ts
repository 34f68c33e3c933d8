// Shift swaps for the employee's /schedule (SPEC §2.1, §4 "Shift swap"): offering one's own shift,
// and the section of one's offers, interests and the colleagues' offers one may take. Both show
// nothing where the company does not swap (PassbyteTyp X, SPEC §6).
export { OfferSwapButton } from './OfferSwapButton';
export type { SwapShift } from './use-shift-label';
export { ShiftSwapsSection } from './ShiftSwapsSection';
export { useSwapAccess, type SwapAccess, type SwapMode } from './use-swaps-allowed';
