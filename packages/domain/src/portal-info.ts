import { z } from 'zod';

// SPEC §3 PortalInfo: a company's portal settings. Flags default to what a new portal shows.

export const PORTAL_VIEW_FLAGS = [
  'EnableTidrapportView',
  'EnableKalendarieView',
  'EnableStamplingView',
  'EnableMeddelanden',
  'EnableDocumentsView',
  'EnableDocumentsUpload',
  'EnableLeaveApplications',
  'EnableLeavePlanner',
  'EnableAbsenceReports',
  'EnableAbsenceCalendar',
  'EnableNearAccidentsReports',
  'EnableBemanningView',
  'EnableReserakningView',
  'EnablePortalFeed',
  'EnableGodkannaView',
  'EnableAttestTiderView',
  'EnableAttestErsattningarView',
  'EnableNarvarostatusView',
  'EnableLonebeskedView',
  'EnableSaldonView',
  'EnableErsattningarView',
  'EnableTraktamenteView',
  'EnableMilersattningView',
  'EnableUtlaggView',
  'EnableRepresentationView',
  'EnableAdressandringView',
  'EnablePerUtbUpd',
  'EnablePerKontaktView',
  'EnableBarnRegView',
  'EnableTidrapportPrint',
  'EnableErsattningarPrint',
  'EnableAttestlistaPrint',
  'EnableProjektlistaPrint',
  'EnableReserakningPrint',
] as const;
export type PortalViewFlag = (typeof PORTAL_VIEW_FLAGS)[number];

const RES_ENHET = [1, 2, 3, 4, 5, 6] as const;

// One schema per default: a schema is never changed once made, and each made costs a phone's start.
const on = z.boolean().default(true);
const off = z.boolean().default(false);

const flagShape = () =>
  Object.fromEntries(PORTAL_VIEW_FLAGS.map((f) => [f, on])) as { [K in PortalViewFlag]: typeof on };
const mandatoryShape = () =>
  Object.fromEntries(
    RES_ENHET.flatMap((n) => [
      [`UseMandatoryResEnhet${n}`, off],
      [`UseErsMandatoryResEnhet${n}`, off],
    ]),
  ) as Record<
    `UseMandatoryResEnhet${1 | 2 | 3 | 4 | 5 | 6}` | `UseErsMandatoryResEnhet${1 | 2 | 3 | 4 | 5 | 6}`,
    typeof off
  >;

/** Shift-swap mode; X means swaps are off (SPEC §6 bemanna). */
export const PASSBYTE_TYPER = ['X', 'A', 'D'] as const;
/** Company login type (SPEC §6 Login types), ordered weakest first. */
export const LOGIN_TYPES = ['PASSWORD', 'SMS', 'BANKID'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const PortalInfoSchema = z.object({
  ...flagShape(),
  ...mandatoryShape(),
  UseMandatoryBrukare: off,
  UseErsMandatoryBrukare: off,
  UseMandatoryReceipt: off,
  PassbyteTyp: z.enum(PASSBYTE_TYPER).default('X'),
  LoginType: z.enum(LOGIN_TYPES).default('PASSWORD'),
  AvvikandeStamplingMinuter: z.number().int().min(0).max(240).default(15),
  AcceptedDebitAccount: z.string().max(50).default(''),
  LockStamplingEdit: off,
  LockStamplingDelete: off,
  NearAccidentsReportsAdmins: z.array(z.string().max(50)).default([]),
});
export type PortalInfo = z.infer<typeof PortalInfoSchema>;

/** A portal with every default applied. */
export const defaultPortalInfo = (): PortalInfo => PortalInfoSchema.parse({});
