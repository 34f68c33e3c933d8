// Shift swaps as the pages show them (SPEC §4 "Shift swap": open for trade, interest registered,
// approved or denied, expired if not processed in time; an immediate swap is possible): the state's
// text and colour, when a swap expires in Stockholm time (DOMAIN §14), the lists' order, the shifts
// to offer in return, and why a call on a swap failed.
import { addDays, stockholmWallTime } from '@lonportal/domain/dates';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { passbyteOppet, type Passbyte, type PassbyteStatus } from '@lonportal/domain/staffing/swaps';
import { errorMessageKey, isApiError } from '../../../lib/api-client';

/** Who the server names as the decider of a swap made at once under PassbyteTyp D. */
export const DIRECT_DECIDER = 'DIREKT';

export type SwapChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'error';

const STATUS_COLOR: Record<PassbyteStatus, SwapChipColor> = {
  OPPET: 'primary',
  INTRESSE: 'secondary',
  GODKANT: 'success',
  NEKAT: 'error',
  UTGANGET: 'default',
  AVBRUTET: 'default',
};

/** The state's i18n key; a swap made at once (PassbyteTyp D) says so instead of "approved". */
export function swapStatusKey(s: Pick<Passbyte, 'Status' | 'Beslut'>): string {
  if (s.Status === 'GODKANT' && s.Beslut?.Av === DIRECT_DECIDER) return 'staffing.swaps.status.DIREKT';
  return `staffing.swaps.status.${s.Status}`;
}

export const swapStatusColor = (s: PassbyteStatus): SwapChipColor => STATUS_COLOR[s];

/** The instant a swap expires, as the date and time in Stockholm. */
export const expiryWallTime = (gallerTill: string): { Datum: string; Tid: string } =>
  stockholmWallTime(new Date(gallerTill));

/** A shift's times: "07:00–15:30". */
export const shiftTimes = (p: { StartTid: string; SlutTid: string }): string => `${p.StartTid}–${p.SlutTid}`;

const shiftStart = (s: Passbyte) => `${s.Pass.Datum}T${s.Pass.StartTid}`;

/**
 * The order of a list of swaps: the waiting ones first, the one expiring soonest on top (it needs
 * a decision first); then the decided ones, the latest shift first.
 */
export function sortSwaps(list: readonly Passbyte[]): Passbyte[] {
  return [...list].sort((a, b) => {
    const wa = passbyteOppet(a.Status);
    const wb = passbyteOppet(b.Status);
    if (wa !== wb) return wa ? -1 : 1;
    if (wa) return a.GallerTill.localeCompare(b.GallerTill) || shiftStart(a).localeCompare(shiftStart(b));
    return shiftStart(b).localeCompare(shiftStart(a));
  });
}

/** An employee's swaps by their part: offered by them, their interests, and the offers they may take. */
export interface OwnSwapGroups {
  offers: Passbyte[];
  interests: Passbyte[];
  available: Passbyte[];
}

/** GET /schedule/passbyten's answer split by the caller's part in each swap, each part sorted. */
export function groupOwnSwaps(list: readonly Passbyte[], anstNr: string): OwnSwapGroups {
  const sorted = sortSwaps(list);
  return {
    offers: sorted.filter((s) => s.AnstNr === anstNr),
    interests: sorted.filter((s) => s.AnstNr !== anstNr && s.MittIntresse),
    available: sorted.filter((s) => s.AnstNr !== anstNr && !s.MittIntresse && s.KanTa),
  };
}

/**
 * How an approved swap the employee was interested in ended for them: their interest chosen (the
 * shift is theirs) or another's; null while it waits or when it ended otherwise.
 */
export function interestOutcome(s: Passbyte): 'won' | 'lost' | null {
  if (s.Status !== 'GODKANT' || !s.Beslut) return null;
  // The employee's view holds only their own interest (the others' are hidden).
  return s.Intressen.some((i) => i.Id === s.Beslut?.IntresseId) ? 'won' : 'lost';
}

/** The waiting offer of this shift, if the employee has one (a shift is offered once at a time). */
export const waitingOfferOf = (list: readonly Passbyte[], passId: string): Passbyte | undefined =>
  list.find((s) => s.Pass.Id === passId && passbyteOppet(s.Status));

/**
 * The employee's shifts to offer in return, from the schedule's stored parts: from today on (the
 * server takes no past shift), in time order, a night's second part (from 00:00, after a part to
 * 24:00 the day before) left out, as the swap moves both parts of a night (SPEC §5).
 */
export function swapBackOptions<S extends { Datum: string; StartTid: string; SlutTid: string }>(
  shifts: readonly S[],
  today: string,
): S[] {
  const sorted = [...shifts]
    .filter((s) => s.Datum >= today)
    .sort((a, b) => `${a.Datum}T${a.StartTid}`.localeCompare(`${b.Datum}T${b.StartTid}`));
  const nightEnds = new Set(sorted.filter((s) => s.SlutTid === '24:00').map((s) => s.Datum));
  return sorted.filter((s) => !(s.StartTid === '00:00' && nightEnds.has(addDays(s.Datum, -1))));
}

/** The interest a decided swap went to, for the managers' list. */
export const chosenInterest = (s: Passbyte) =>
  s.Beslut?.IntresseId ? s.Intressen.find((i) => i.Id === s.Beslut?.IntresseId) : undefined;

/** Why a decision or an interest failed, as the dialogs say it: a swap changed or decided meanwhile has its own text. */
export function swapFailureKey(err: unknown): string {
  if (isApiError(err, ERRORS.StatusChangeNotAllowed.code)) return 'staffing.swaps.error.notWaiting';
  if (isApiError(err, ERRORS.VersionConflict.code)) return 'staffing.swaps.error.changed';
  return errorMessageKey(err);
}
