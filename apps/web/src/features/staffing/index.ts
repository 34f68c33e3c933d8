// The staffing area's entry (ARCHITECTURE "Areas", ADR 0025): the shift swaps an employee offers and
// takes from their own schedule (/schedule).
export {
  OfferSwapButton,
  ShiftSwapsSection,
  useSwapAccess,
  type SwapAccess,
  type SwapMode,
  type SwapShift,
} from './swaps';
