import { z } from 'zod';
import { RollSchema } from './schemas';
import { zPersonnummer } from '../validation/zod';

/** SPEC §4 Electronic ID: 0 this computer, 1 mobile / other device (QR), 2 start on this device. */
export const BANKID_START_TYPES = [0, 1, 2] as const;
export type BankIdStartType = (typeof BANKID_START_TYPES)[number];

/** POST /bankidauth. A personal number is required for a mobile login (SPEC §5 Identity numbers). */
export const BankIdAuthRequestSchema = z
  .object({
    Type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    PersNr: zPersonnummer({ allowEmpty: true }).optional(),
    /** The account the user asked for, chosen automatically once identified (SPEC §4 user-account option). */
    Login: z.string().trim().max(50).optional(),
  })
  .refine((v) => v.Type !== 1 || !!v.PersNr, { path: ['PersNr'], error: 'validation.required' });
export type BankIdAuthRequest = z.infer<typeof BankIdAuthRequestSchema>;

export const BankIdAuthResponseSchema = z.object({ OrderRef: z.string(), AutoStartToken: z.string() });

/** SPEC §3 User account list item (electronic ID selection). */
export const BankIdUserSchema = z.object({
  Login: z.string(),
  Roll: RollSchema,
  BankIDToken: z.string(),
  PersNr: z.string(),
  /** Which company the account belongs to, so the list can tell two accounts apart. */
  FtgNamn: z.string(),
});
export type BankIdUser = z.infer<typeof BankIdUserSchema>;

/** GET /bankidauth/collect/{orderRef}. */
export const BankIdCollectResponseSchema = z.object({
  UsersList: z.array(BankIdUserSchema),
  Completed: z.boolean(),
  Cancelled: z.boolean(),
  /** An i18n key: the status text of the hint code, or why the order ended. */
  Message: z.string(),
  /** The animated QR code for this second, as a PNG data URL ('' when not a QR order). */
  QRCodeDataURL: z.string(),
  PendingStart: z.boolean(),
});
export type BankIdCollectResponse = z.infer<typeof BankIdCollectResponseSchema>;

export const BankIdSelectUserSchema = z.object({
  BankIDToken: z.string().min(1).max(100),
  Login: z.string().min(1).max(50),
  Type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

export const OrderRefParamsSchema = z.object({ orderRef: z.string().min(1).max(64) });

/** BankID's recommended user messages (RFA) by hint code, as i18n keys; unknown codes get a generic one. */
export function bankIdMessageKey(
  status: 'pending' | 'failed' | 'complete',
  hintCode: string | undefined,
  qr: boolean,
): string {
  if (status === 'complete') return 'bankid.status.complete';
  const known: Record<string, string> =
    status === 'pending'
      ? {
          outstandingTransaction: qr ? 'bankid.status.scanQr' : 'bankid.status.startApp',
          noClient: 'bankid.status.startApp',
          started: 'bankid.status.searching',
          userMrtd: 'bankid.status.userMrtd',
          userCallConfirm: 'bankid.status.userCallConfirm',
          userSign: 'bankid.status.userSign',
        }
      : {
          expiredTransaction: 'bankid.status.expired',
          certificateErr: 'bankid.status.certificateErr',
          userCancel: 'bankid.status.userCancel',
          cancelled: 'bankid.status.cancelled',
          startFailed: 'bankid.status.startFailed',
          userDeclinedCall: 'bankid.status.userDeclinedCall',
          notSupportedByUserApp: 'bankid.status.notSupported',
          transactionRiskBlocked: 'bankid.status.riskBlocked',
        };
  return (
    (hintCode && known[hintCode]) || (status === 'pending' ? 'bankid.status.pending' : 'bankid.status.failed')
  );
}

/** The i18n key shown when the identified person has no user account (SPEC §8). */
export const NO_ACCOUNTS_KEY = 'Auth.NoAccountsExistForPersonalIdentityNumber';

/**
 * SPEC §4: which account to log in with at once, or null to show the list. The account the user
 * asked for wins; otherwise a person whose only account is a PER account gets it.
 */
export function autoSelectAccount(users: readonly BankIdUser[], preferredLogin?: string): BankIdUser | null {
  if (preferredLogin) {
    const match = users.find((u) => u.Login.toLowerCase() === preferredLogin.toLowerCase());
    if (match) return match;
  }
  if (users.length === 1 && users[0]!.Roll === 'PER') return users[0]!;
  return null;
}
