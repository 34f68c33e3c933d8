import { z } from 'zod';
import { LOGIN_MAX_LENGTH, SMS_CODE_LENGTH, NULL_ID } from '../constants';
import { ROLES } from '../roles';
import { LOGIN_TYPES, PortalInfoSchema } from '../portal-info';

// Wire shapes of SPEC §7's session and company calls; field names as the spec writes them.

const required = (max?: number) => {
  const s = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' });
  return max ? s.max(max, { error: 'validation.maxLength' }) : s;
};

/** SPEC §3 Login form; §5 Login: both required, login at most 50 characters. */
export const LoginRequestSchema = z.object({
  Login: required(LOGIN_MAX_LENGTH),
  Password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
  SMSToken: z.string().max(100).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** SPEC §5 SMS code: exactly 4 characters. */
export const SmsCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .length(SMS_CODE_LENGTH, { error: 'validation.smsCode.length' });

export const SmsCodeRequestSchema = LoginRequestSchema.pick({ Login: true, Password: true });
export const SmsCodeRequestResponseSchema = z.object({
  SMSSent: z.boolean(),
  /** The phone number with all but the last two digits hidden. */
  PhoneHint: z.string(),
  ValidMinutes: z.number().int(),
});
export const SmsValidateRequestSchema = SmsCodeRequestSchema.extend({ SMSCode: SmsCodeSchema });
export const SmsValidateResponseSchema = z.object({ SMSToken: z.string() });

export const ChangePasswordRequestSchema = z.object({
  CurrentPassword: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(200),
  NewPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const RollSchema = z.enum(ROLES);
const Uuid = z.uuid();

export const UserAccountSchema = z.object({
  Namn: z.string(),
  Login: z.string(),
  Roll: RollSchema,
  PersNr: z.string(),
  FtgId: Uuid,
  FtgIdAccessList: z.array(Uuid),
  Signatur: z.string(),
  AnstNr: z.string(),
  Brukare: z.string(),
  LoginType: z.enum(LOGIN_TYPES).nullable(),
  AccessOption: z.string(),
  UserOption: z.array(z.object({ Option: z.string() })),
});
export type UserAccount = z.infer<typeof UserAccountSchema>;

export const THEMES = ['dark', 'white'] as const;
export const DATE_FILTER_PERIOD_TYPES = ['D', 'W', 'M', 'Y'] as const;
export const INITIAL_DATE_FILTERS = ['CURRENT', 'PREVIOUS', 'NEXT'] as const;

/** SPEC §3 UserAppSettings with the SPEC §9 defaults. */
export const UserAppSettingsSchema = z.object({
  Theme: z.enum(THEMES).default('white'),
  DateFilterPeriodType: z.enum(DATE_FILTER_PERIOD_TYPES).default('M'),
  InitialDateFilter: z.enum(INITIAL_DATE_FILTERS).default('CURRENT'),
  PaginationPerPage: z
    .number()
    .int()
    .min(5, { error: 'validation.numberBetween' })
    .max(200, { error: 'validation.numberBetween' })
    .default(25),
  /** Minutes; 0 turns the idle logout off on the client. */
  InactivityTimer: z
    .number()
    .int()
    .min(0, { error: 'validation.numberBetween' })
    .max(480, { error: 'validation.numberBetween' })
    .default(60),
  MessageNotification: z.boolean().default(true),
});
export type UserAppSettings = z.infer<typeof UserAppSettingsSchema>;

export const BRUKARE_NAMN_TYPER = ['BRUKARE', 'ARBETSLEDARE', 'KUND'] as const;

const resEnhet = <P extends string, T extends z.ZodType>(prefix: P, t: T) =>
  Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`${prefix}${n}`, t])) as Record<
    `${P}${1 | 2 | 3 | 4 | 5 | 6}`,
    T
  >;

/** SPEC §3 Company info (FtgInfo). */
export const FtgInfoSchema = z.object({
  FtgId: Uuid,
  FtgKey: z.string(),
  Namn: z.string(),
  Orgnr: z.string(),
  /** All zeros when the company has no picture. */
  PictureId: Uuid,
  requireSMSVerification: z.boolean(),
  Momspliktig: z.boolean(),
  UseLSS: z.boolean(),
  UseFKSignering: z.boolean(),
  UsePerSchema: z.boolean(),
  KalUseLonReady: z.boolean(),
  KalUseAttest: z.boolean(),
  BrukareNamnTyp: z.enum(BRUKARE_NAMN_TYPER),
  ...resEnhet('OpenResEnhet', z.boolean()),
  ...resEnhet('RegResEnh', z.boolean()),
  ...resEnhet('ResEnhetNamn', z.string()),
});
export type FtgInfo = z.infer<typeof FtgInfoSchema>;

export const AuthSchema = z.object({
  Method: z.enum(LOGIN_TYPES),
  Time: z.iso.datetime(),
});

const licence = {
  HasPlus: z.boolean(),
  HasWebLon: z.boolean(),
  HasWebLonPlus: z.boolean(),
  /** The licence's options, e.g. ['HRTIL']. */
  HasLicensOption: z.array(z.string()),
  EnforceBankIDAuth: z.boolean(),
};

/** SPEC §3 Login result, also the body of POST /authenticate. */
export const LoginResultSchema = z.object({
  requireSMSVerification: z.literal(false),
  UserAccount: UserAccountSchema,
  UserAppSettings: UserAppSettingsSchema,
  FtgInfo: FtgInfoSchema,
  Auth: AuthSchema,
  SalaryYears: z.array(z.number().int()),
  ...licence,
  /** Logged in with a temporary password: a password of one's own comes before anything else. */
  MustChangePassword: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** POST /authenticate when a code by SMS is needed first (SPEC §4 Password login). */
export const SmsRequiredSchema = z.object({ requireSMSVerification: z.literal(true) });
export const AuthenticateResponseSchema = z.union([LoginResultSchema, SmsRequiredSchema]);

/** GET /me: the login result for the request's company plus the session's salary year. */
export const MeResponseSchema = LoginResultSchema.omit({ requireSMSVerification: true }).extend({
  SessionSalaryYear: z.number().int(),
  AutoLogoutDueToInactivity: z.literal(false),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;
/** GET /me after the session ended for inactivity: the client shows the inactivity notice. */
export const MeInactiveSchema = z.object({ AutoLogoutDueToInactivity: z.literal(true) });

/** PATCH /me/updateSessionUserAccount: the company and salary year the session works in. */
export const UpdateSessionUserAccountSchema = z
  .object({ FtgId: Uuid.optional(), SalaryYear: z.number().int().min(1900).max(2200).optional() })
  .refine((v) => v.FtgId !== undefined || v.SalaryYear !== undefined, { error: 'validation.required' });

export const CompanyListItemSchema = z.object({
  FtgId: Uuid,
  /** The company's short key (e.g. EXEMPEL): the id people read and type. */
  FtgKey: z.string(),
  Namn: z.string(),
  Orgnr: z.string(),
  Archived: z.boolean(),
});
export const CompanyListSchema = z.array(CompanyListItemSchema);

export const SalaryYearsSchema = z.array(z.number().int());
export const PortalInfoResponseSchema = PortalInfoSchema;

export const DeviceTokenAndroidSchema = z.object({ UserAndroidToken: z.string().trim().min(1).max(4096) });
export const DeviceTokenIosSchema = z.object({ UserIOSToken: z.string().trim().min(1).max(4096) });

/** POST /frontendlogger (SPEC §7): what the web reports about an unexpected error. */
export const FrontendLogSchema = z.object({
  message: z.string().max(2000),
  stack: z.string().max(20_000).optional(),
  url: z.string().max(2000).optional(),
  context: z.record(z.string(), z.unknown()).optional(),
});

export const FtgIdParamsSchema = z.object({ FtgId: Uuid });
export { NULL_ID };

/** GET /loginConfig: what the login page needs before anyone is logged in. */
export const LoginConfigSchema = z.object({
  PasswordResetUrl: z.string(),
  AppStoreUrl: z.string().nullable(),
  PlayStoreUrl: z.string().nullable(),
  /** Login methods offered (BANKID once electronic ID is configured). */
  LoginMethods: z.array(z.enum(LOGIN_TYPES)),
});
export type LoginConfig = z.infer<typeof LoginConfigSchema>;
