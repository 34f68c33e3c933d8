import { z } from 'zod';
import { FtgInfoSchema } from '../auth/schemas';
import { PortalInfoSchema } from '../portal-info';
import {
  initialStatus,
  stageOf,
  TIME_ENTRY_STATUSES,
  type StatusFlags,
  type StatusStage,
  type TimeEntryStatus,
} from '../row-status';
import { zVersion } from '../validation/zod';

// /admin/portal (SPEC §2.1, §3): a company's portal settings (PortalInfo) and the company switches
// that change how the portal works (FtgInfo). Who may change which: ADR 0022.

const SIX = [1, 2, 3, 4, 5, 6] as const;
const six = <P extends string>(prefix: P) =>
  Object.fromEntries(SIX.map((n) => [`${prefix}${n}`, true])) as Record<`${P}${1 | 2 | 3 | 4 | 5 | 6}`, true>;

/** A result unit's name as the company calls it (ResEnhet{n}Namn). */
export const RES_ENHET_NAMN_MAX = 40;

/**
 * Who computes a completed trip's pay for the payroll file (ADR 0027): the portal (the file carries
 * the pay rows the trip gave) or the payroll program (the file carries the trip's travel events). A
 * trip goes in one form only, so that the payroll program pays it once.
 */
export const RESE_BERAKNINGAR = ['PORTAL', 'LONESYSTEM'] as const;
export type ReseBerakning = (typeof RESE_BERAKNINGAR)[number];

/**
 * The company's cut-off day for payroll (brytdatum, payroll/transfer-window.ts): the last day of a
 * month that goes with that month's transfer, the rest with the next month's; 1–28 (a day every
 * month has), or null for the month's last day.
 */
export const BRYTDATUM_MIN = 1;
export const BRYTDATUM_MAX = 28;
export const BrytdatumSchema = z
  .int({ error: 'validation.integer' })
  .min(BRYTDATUM_MIN, { error: 'validation.numberBetween' })
  .max(BRYTDATUM_MAX, { error: 'validation.numberBetween' })
  .nullable();

/**
 * The company switches an administrator edits on /admin/portal, as stored: those of SPEC §3 FtgInfo,
 * and who computes the trips for payroll and the payroll cut-off day, which only the transfer reads.
 */
export const CompanyProcessSchema = FtgInfoSchema.pick({
  KalUseLonReady: true,
  KalUseAttest: true,
  UseLSS: true,
  BrukareNamnTyp: true,
  UsePerSchema: true,
  requireSMSVerification: true,
  ...six('OpenResEnhet'),
  ...six('RegResEnh'),
  ...six('ResEnhetNamn'),
}).extend({ ReseBerakning: z.enum(RESE_BERAKNINGAR), Brytdatum: BrytdatumSchema });
/** The switches as an administrator saves them: a result unit's name trimmed and at most RES_ENHET_NAMN_MAX long. */
export const CompanyProcessInputSchema = CompanyProcessSchema.extend(
  Object.fromEntries(
    SIX.map((n) => [`ResEnhetNamn${n}`, z.string().trim().max(RES_ENHET_NAMN_MAX)]),
  ) as Record<`ResEnhetNamn${1 | 2 | 3 | 4 | 5 | 6}`, z.ZodString>,
);
export type CompanyProcess = z.infer<typeof CompanyProcessSchema>;
export const COMPANY_PROCESS_FIELDS = Object.keys(CompanyProcessSchema.shape) as (keyof CompanyProcess)[];

/** At most this many logins may receive near-accident reports. */
export const NEAR_ACCIDENT_ADMINS_MAX = 50;

/**
 * PortalInfo as an administrator saves it: every field given (a PUT replaces the settings, so a
 * field left out must not quietly fall back to its default), logins without duplicates.
 */
const everyPortalField = Object.fromEntries(
  Object.entries(PortalInfoSchema.shape).map(([key, field]) => [
    key,
    field instanceof z.ZodDefault ? field.unwrap() : field,
  ]),
) as { [K in keyof typeof PortalInfoSchema.shape]: ReturnType<(typeof PortalInfoSchema.shape)[K]['unwrap']> };
export const PortalInfoInputSchema = z.object(everyPortalField).extend({
  NearAccidentsReportsAdmins: z
    .array(z.string().trim().min(1).max(50))
    .max(NEAR_ACCIDENT_ADMINS_MAX)
    .transform((logins) => [...new Set(logins)]),
});

/** GET /admin/portal: what the page shows, with the version a save is made on. */
export const PortalSettingsSchema = z.object({
  /** The settings' version: a save names it, and a stale one is refused (409, VersionConflict). */
  Version: z.int().min(0),
  PortalInfo: PortalInfoSchema,
  Company: CompanyProcessSchema,
  /** Whether this user may change the company switches (ADR 0022); the page shows them read-only otherwise. */
  MayEditCompany: z.boolean(),
});
export type PortalSettings = z.infer<typeof PortalSettingsSchema>;

/**
 * What a change of the approval switches does to rows whose place in the process moves forward
 * (they would skip a step nobody took): FOLLOW lets them (ADR 0007's table), REOPEN sends them
 * back to the first step of the new process, to be approved or attested again.
 */
export const MOVED_ROW_CHOICES = ['FOLLOW', 'REOPEN'] as const;
export type MovedRowChoice = (typeof MOVED_ROW_CHOICES)[number];

/** PUT /admin/portal. `Company` only from those who may change it. */
export const PortalSettingsUpdateSchema = z
  .object({
    Version: zVersion(),
    PortalInfo: PortalInfoInputSchema,
    Company: CompanyProcessInputSchema.strict().optional(),
    MovedRows: z.enum(MOVED_ROW_CHOICES).default('FOLLOW'),
  })
  .strict();
export type PortalSettingsUpdate = z.input<typeof PortalSettingsUpdateSchema>;

/** GET /admin/portal/movedRows: the company's rows whose place changes under other switches. */
export const MovedRowsQuerySchema = z
  .object({
    KalUseLonReady: z.enum(['true', 'false']).transform((v) => v === 'true'),
    KalUseAttest: z.enum(['true', 'false']).transform((v) => v === 'true'),
  })
  .strict();

const STAGES = ['open', 'approved', 'ready', 'locked'] as const satisfies readonly StatusStage[];
export const MovedRowsSchema = z.array(
  z.object({
    Status: z.enum(TIME_ENTRY_STATUSES),
    From: z.enum(STAGES),
    To: z.enum(STAGES),
    /** Moves forward: the rows would skip a step (REOPEN applies to them). */
    Forward: z.boolean(),
    Antal: z.int().min(0),
  }),
);
export type MovedRows = z.infer<typeof MovedRowsSchema>;

/** A status whose place in the process differs under the new switches. */
export interface StageMove {
  status: TimeEntryStatus;
  from: StatusStage;
  to: StatusStage;
  forward: boolean;
}

/**
 * The statuses whose stage changes when the switches go from `from` to `to` (ADR 0007 "When a
 * switch changes"); locked rows never move.
 */
export function stageMoves(from: StatusFlags, to: StatusFlags): StageMove[] {
  return TIME_ENTRY_STATUSES.flatMap((status) => {
    const a = stageOf(status, from);
    const b = stageOf(status, to);
    return a === b ? [] : [{ status, from: a, to: b, forward: STAGES.indexOf(b) > STAGES.indexOf(a) }];
  });
}

/** The status REOPEN gives a row that would move forward: the first step of the new process. */
export const reopenedStatus = (to: StatusFlags): TimeEntryStatus => initialStatus(to);

/**
 * Whether REOPEN can send rows anywhere under `to`: not when its first step is already ready for
 * payroll (both switches off), where every row is in that one stage.
 */
export const canReopen = (to: StatusFlags): boolean => stageOf(reopenedStatus(to), to) !== 'ready';
