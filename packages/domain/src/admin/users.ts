import { z } from 'zod';
import { LOGIN_MAX_LENGTH } from '../constants';
import { LOGIN_TYPES } from '../portal-info';
import { can } from '../access/capabilities';
import { ROLES, type Roll } from '../roles';
import { zPersonnummer, zRequiredString, zVersion, zVersionQuery } from '../validation/zod';

// /admin/users (SPEC §2.1, §3 UserAccount): the user accounts of the licence, for LIC and ADM.

/** The most users one page of the list shows (SPEC §3 PaginationPerPage's upper bound). */
export const USERS_PER_PAGE_MAX = 200;

/** GET /admin/users: a search over login and name, a role and a company, one page. */
export const UserListQuerySchema = z
  .object({
    Sok: z.string().trim().max(50).optional(),
    Roll: z.enum(ROLES).optional(),
    /** Users whose home company or access list is this company. */
    FtgId: z.uuid().optional(),
    Page: z.coerce.number().int().min(1).max(100_000).default(1),
    PerPage: z.coerce.number().int().min(5).max(USERS_PER_PAGE_MAX).optional(),
  })
  .strict();
export type UserListQuery = z.output<typeof UserListQuerySchema>;

export const UserListItemSchema = z.object({
  Id: z.uuid(),
  Login: z.string(),
  Namn: z.string(),
  Roll: z.enum(ROLES),
  /** The home company. */
  FtgId: z.uuid(),
  FtgNamn: z.string(),
  /** The other companies the user may work in (FtgIdAccessList). */
  Foretag: z.int().min(0),
  AnstNr: z.string().nullable(),
  /** A login type stricter than the company's, if the user is held to one. */
  LoginType: z.enum(LOGIN_TYPES).nullable(),
  Disabled: z.boolean(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;
export const UserListSchema = z.array(UserListItemSchema);

/** The UserOption values an administrator gives (SPEC §3, §6): the HR option and staffing. */
export const USER_OPTIONS = ['HRTIL', 'CPBEM'] as const;
export type UserOptionName = (typeof USER_OPTIONS)[number];

/** The role a new account starts with in the form: an employee, the most common account. */
export const NEW_USER_ROLE: Roll = 'PER';

/** Whether an account with this role is linked to a brukare (and sees only theirs, SPEC §6). */
export const linksBrukare = (roll: Roll): boolean => can('ownBrukareOnly', { Roll: roll });

/** A login: no spaces or control characters (people type it on a phone's keyboard). */
const LOGIN_PATTERN = /^[^\s\p{C}]+$/u;
/** A phone number for SMS codes: digits, optionally a leading + and spaces or dashes between. */
const PHONE_PATTERN = /^\+?\d[\d -]{5,18}\d$/;

const optionalText = (max: number) =>
  z.string().trim().max(max, { error: 'validation.maxLength' }).default('');

/** The fields of a user account as an administrator writes them (SPEC §3 UserAccount); blank optional ones are ''. */
const userAccountFields = {
  Namn: zRequiredString(100),
  Login: zRequiredString(LOGIN_MAX_LENGTH).regex(LOGIN_PATTERN, { error: 'validation.user.loginFormat' }),
  Roll: z.enum(ROLES, { error: 'validation.required' }),
  PersNr: zPersonnummer({ allowEmpty: true }).default(''),
  /** The home company. */
  FtgId: z.uuid({ error: 'validation.required' }),
  /** The further companies the user may work in. */
  FtgIdAccessList: z.array(z.uuid()).max(1000).default([]),
  AnstNr: optionalText(20),
  Brukare: optionalText(20),
  Signatur: optionalText(10),
  Phone: z
    .string()
    .trim()
    .max(25, { error: 'validation.maxLength' })
    .refine((s) => s === '' || PHONE_PATTERN.test(s), { error: 'validation.phone.invalid' })
    .default(''),
  /** A login type stricter than the company's, or null for the company's own. */
  LoginType: z.enum(LOGIN_TYPES).nullable().default(null),
  /** Electronic ID only, whatever the company allows (SPEC §3 EnforceBankIDAuth, per account). */
  EnforceBankIDAuth: z.boolean().default(false),
  Options: z
    .array(z.enum(USER_OPTIONS))
    .max(USER_OPTIONS.length)
    .default([])
    .transform((o) => [...new Set(o)].sort()),
  Disabled: z.boolean().default(false),
};

/** The rules across fields: a BRU account names its brukare; one held to SMS login has a phone. */
function accountRules(
  u: { Roll: Roll; Brukare: string; LoginType: string | null; Phone: string },
  ctx: z.RefinementCtx,
) {
  if (linksBrukare(u.Roll) && u.Brukare === '')
    ctx.addIssue({ code: 'custom', path: ['Brukare'], message: 'validation.required' });
  if (u.LoginType === 'SMS' && u.Phone === '')
    ctx.addIssue({ code: 'custom', path: ['Phone'], message: 'validation.user.phoneForSms' });
}

/** The account form of /admin/users: the fields and their rules, without the version. */
export const UserAccountFormSchema = z.object(userAccountFields).superRefine(accountRules);

/**
 * POST /admin/users and PUT /admin/users/{Id}: the account and the version the edit was made on
 * (0 when creating).
 */
export const UserAccountInputSchema = z
  .object({ Version: zVersion().default(0), ...userAccountFields })
  .strict()
  .superRefine(accountRules);
export type UserAccountInput = z.output<typeof UserAccountInputSchema>;

/** GET /admin/users/{Id}: the account as the edit form shows it, with the version it was read at. */
export const UserAccountDetailSchema = z.object({
  Id: z.uuid(),
  Version: z.int(),
  Namn: z.string(),
  Login: z.string(),
  Roll: z.enum(ROLES),
  PersNr: z.string(),
  FtgId: z.uuid(),
  FtgIdAccessList: z.array(z.uuid()),
  AnstNr: z.string(),
  Brukare: z.string(),
  Signatur: z.string(),
  Phone: z.string(),
  LoginType: z.enum(LOGIN_TYPES).nullable(),
  EnforceBankIDAuth: z.boolean(),
  Options: z.array(z.enum(USER_OPTIONS)),
  Disabled: z.boolean(),
  /** The account logs in with a temporary password it must change first. */
  MustChangePassword: z.boolean(),
});
export type UserAccountDetail = z.infer<typeof UserAccountDetailSchema>;

export const UserIdParamsSchema = z.object({ Id: z.uuid() });

/** DELETE /admin/users/{Id}?Version=: the version the administrator saw. */
export const UserDeleteQuerySchema = z.object({ Version: zVersionQuery() }).strict();

/** POST /admin/users/{Id}/temporaryPassword: the version the administrator saw. */
export const UserVersionSchema = z.object({ Version: zVersion() }).strict();

/** POST /admin/users/{Id}/temporaryPassword: the password, shown once and never stored readable. */
export const TemporaryPasswordSchema = z.object({ Password: z.string(), Version: z.int() });

/** POST /admin/users/{Id}/resetLink: how the link was sent. */
export const ResetLinkSentSchema = z.object({ Kanal: z.enum(['EMAIL', 'SMS']) });
