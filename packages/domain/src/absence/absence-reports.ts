import { z } from 'zod';
import { daysBetween } from '../dates';
import type { ValidationKey } from '../validation/keys';
import { zIsoDate, zVersion } from '../validation/zod';
import { CHILD_MESSAGES, ChildSchema } from './children';
import { ABSENCE_MAX_DAYS, DEGREE_MAX, DEGREE_MIN } from './leave-days';
import type { SickFacts } from './sick-period';

// Absence reports (SPEC §2.1 /absenceReports): sickness, care of a sick child (VAB) and
// other absence, reported from a date until the employee reports being well again. The report
// writes the absence rows of the time report; the rows follow its dates.

export const ABSENCE_KINDS = ['SJUK', 'VAB', 'OVRIG'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

/** The time-code type each kind's rows carry; other absence names its code. */
export const ABSENCE_KIND_TYP: Record<Exclude<AbsenceKind, 'OVRIG'>, string> = {
  SJUK: 'SJUK',
  VAB: 'VAB',
};

export const ABSENCE_MESSAGES = {
  childRequired: 'validation.absence.childRequired',
  codeRequired: 'validation.absence.codeRequired',
  notAbsenceCode: 'validation.absence.notAbsenceCode',
  noCode: 'validation.absence.noCode',
  recoveredBeforeStart: 'validation.absence.recoveredBeforeStart',
  overlaps: 'validation.absence.overlaps',
  tooLong: 'validation.absence.tooLong',
  degree: 'validation.absence.degree',
} as const satisfies Record<string, ValidationKey>;

export const ABSENCE_TEXT_MAX = 500;

export const zDegree = z
  .number({ error: ABSENCE_MESSAGES.degree })
  .int({ error: ABSENCE_MESSAGES.degree })
  .min(DEGREE_MIN, { error: ABSENCE_MESSAGES.degree })
  .max(DEGREE_MAX, { error: ABSENCE_MESSAGES.degree });

export const AbsenceReportInputSchema = z
  .object({
    AnstNr: z.string().trim().min(1, { error: 'validation.required' }).max(20),
    Typ: z.enum(ABSENCE_KINDS, { error: 'validation.required' }),
    From: zIsoDate(),
    /** Percent of each day, 100 for the whole day. */
    Omfattning: zDegree.default(DEGREE_MAX),
    /** VAB: the child, from the employee's child register. */
    BarnId: z.string().trim().max(40).default(''),
    /** Other absence: the time code. */
    TidKod: z.string().trim().max(20).default(''),
    Kommentar: z.string().trim().max(ABSENCE_TEXT_MAX, { error: 'validation.maxLength' }).default(''),
  })
  .superRefine((r, ctx) => {
    if (r.Typ === 'VAB' && !r.BarnId)
      ctx.addIssue({ code: 'custom', path: ['BarnId'], message: ABSENCE_MESSAGES.childRequired });
    // A child register's id is a UUID: anything else names no child (and is not looked up).
    else if (r.Typ === 'VAB' && !z.uuid().safeParse(r.BarnId).success)
      ctx.addIssue({ code: 'custom', path: ['BarnId'], message: CHILD_MESSAGES.unknownChild });
    if (r.Typ === 'OVRIG' && !r.TidKod)
      ctx.addIssue({ code: 'custom', path: ['TidKod'], message: ABSENCE_MESSAGES.codeRequired });
  });
export type AbsenceReportInput = z.output<typeof AbsenceReportInputSchema>;

export const RecoveredInputSchema = z.object({
  /** The first day back (friskdatum). */
  Frisk: zIsoDate(),
  Version: zVersion(),
});

/** The recovered date must come after the first day and within the longest report. */
export function recoveredProblem(from: string, frisk: string): ValidationKey | null {
  if (frisk <= from) return ABSENCE_MESSAGES.recoveredBeforeStart;
  return daysBetween(from, frisk) > ABSENCE_MAX_DAYS ? ABSENCE_MESSAGES.tooLong : null;
}

const SickFactsSchema = z.object({
  PeriodStart: z.string(),
  ContinuesId: z.string().nullable(),
  EarlierDays: z.number(),
  Karens: z.string().nullable(),
  NoKarensReason: z.enum(['continuation', 'maxPerYear', 'noWorkDay']).nullable(),
  CertificateFrom: z.string().nullable(),
  CertificateNeeded: z.boolean(),
  FkFrom: z.string().nullable(),
  FkPays: z.boolean(),
  FkReportDue: z.string().nullable(),
  DayOfPeriod: z.number(),
}) satisfies z.ZodType<SickFacts>;

const VabFactsSchema = z.object({
  Eligibility: z.enum(['child', 'certificateFromStart', 'seriouslyIllOnly', 'none']),
  CertificateFrom: z.string().nullable(),
  DaysThisYear: z.number(),
  OverYearLimit: z.boolean(),
});

export const AbsenceReportSchema = z.object({
  Id: z.string(),
  AnstNr: z.string(),
  Namn: z.string(),
  Typ: z.enum(ABSENCE_KINDS),
  From: z.string(),
  Frisk: z.string().nullable(),
  Omfattning: z.number(),
  BarnId: z.string(),
  Barn: ChildSchema.pick({ Namn: true, Fodd: true }).nullable(),
  TidKod: z.string(),
  Kommentar: z.string(),
  /** Days in the time report so far, and how many of them are attested or transferred. */
  Dagar: z.number(),
  LastDagar: z.number(),
  Sjuk: SickFactsSchema.nullable(),
  Vab: VabFactsSchema.nullable(),
  Version: z.number(),
  UpdatedAt: z.string(),
});
export type AbsenceReport = z.infer<typeof AbsenceReportSchema>;

export const AbsenceReportListQuerySchema = z.object({
  AnstNr: z.string().trim().max(20).optional(),
  /** false: only reports not yet recovered (SPEC §7 Recovered=false). */
  Recovered: z.enum(['true', 'false']).optional(),
});
