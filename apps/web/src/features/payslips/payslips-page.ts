// What /lonebesked shows: whose payslips, which part (payslips or balances, as the company shows
// them), and which payslip. Only a payslip's id goes into the address (`?id=`), never what it says.
import type { LonebeskedList, LonebeskedSummary } from '@lonportal/domain/payslips/index';

export type PayslipsView = 'lonebesked' | 'saldon';

/** The address's parameters: the part shown and the payslip opened. */
export const VIEW_PARAM = 'vy';
export const PAYSLIP_PARAM = 'id';

/** The parts the company shows (EnableLonebeskedView, EnableSaldonView), in the page's order. */
export const viewsOf = (list: Pick<LonebeskedList, 'VisaLonebesked' | 'VisaSaldon'>): PayslipsView[] => [
  ...(list.VisaLonebesked ? (['lonebesked'] as const) : []),
  ...(list.VisaSaldon ? (['saldon'] as const) : []),
];

/** The part the address asks for when the company shows it, else the first it shows. */
export const viewFrom = (asked: string | null, views: readonly PayslipsView[]): PayslipsView | null =>
  views.find((v) => v === asked) ?? views[0] ?? null;

/**
 * The payslip to show: the one the address names when it is in the list (an id of another
 * employee's, or one gone, is not followed); else, where the list and the payslip stand side by
 * side, the newest; on a phone none (the list shows until one is chosen).
 */
export function shownPayslip(
  slips: readonly Pick<LonebeskedSummary, 'Id'>[],
  asked: string | null,
  sideBySide: boolean,
): string | null {
  if (asked !== null && slips.some((s) => s.Id === asked)) return asked;
  return sideBySide ? (slips[0]?.Id ?? null) : null;
}

/**
 * Whose payslips to read: null for the user's own (no AnstNr sent), an employee's AnstNr chosen by
 * one who may read others', or undefined when there is no one yet (a user without an employee
 * record who has chosen none: GET /lonebesked would refuse them).
 */
export function whoseOf(own: string, chosen: string | null): string | null | undefined {
  if (chosen !== null && chosen !== own) return chosen;
  return own ? null : undefined;
}
