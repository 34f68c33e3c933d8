/**
 * The approval and attest pages show their phone layout (issue 11) where the time report shows day
 * cards: the employees and their rows are lists of cards.
 */
export { usePhoneLayout } from '../../../ui/screen';

/** A container's buttons 44 px tall below md, touch targets on a phone (issue 11). */
export const touchButtons = { '& .MuiButton-root': { minHeight: { xs: 44, md: 0 } } } as const;
