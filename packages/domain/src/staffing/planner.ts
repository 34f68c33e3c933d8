// What the planner, the needs page and the overview read (SPEC §2.1 /bemanna routes), and the
// company's working-time choice they plan by (DOMAIN §4).
import { z } from 'zod';
import { zOptionalCode, zRegisterCode } from '../registers';
import { zIsoDate, zVersion } from '../validation/zod';
import { addDays } from '../dates';
import { ArbetstidsvalSchema } from '../working-time';
import { BehovSchema } from './needs';
import { PassSchema, passFields } from './shifts';
import { BemanningsvarningSchema } from './warnings';

/** The longest period one read plans: a month and a week of margin. */
export const PLANERING_DAGAR_MAX = 42;
/** SPEC §9: the planner's hours by default. */
export const TIMINTERVALL_STANDARD = { Fran: 6, Till: 18 } as const;

/** ?From&To&Avdelning&Bemuppgift of the planner's reads. */
export const PlaneringQuerySchema = z
  .object({
    From: zIsoDate(),
    To: zIsoDate(),
    Avdelning: zOptionalCode(),
    Bemuppgift: zOptionalCode(),
  })
  .strict()
  .refine((q) => q.To >= q.From, { path: ['To'], error: 'validation.staffing.endBeforeStart' })
  .refine((q) => q.To <= addDays(q.From, PLANERING_DAGAR_MAX), {
    path: ['To'],
    error: 'validation.staffing.periodTooLong',
  });
export type PlaneringQuery = z.output<typeof PlaneringQuerySchema>;

export const FranvaroDagSchema = z.object({ Datum: z.string(), Orsak: z.enum(['LEDIGHET', 'FRANVARO']) });

/** A person the planner may assign. */
export const PlanerbarSchema = z.object({
  AnstNr: z.string(),
  Namn: z.string(),
  Avdelning: z.string(),
  Kompetenser: z.array(z.string()),
  Egenskaper: z.array(z.string()),
  /** Days in the period with approved leave or an open absence report. */
  Franvaro: z.array(FranvaroDagSchema),
  /** Minutes planned for the person in the period (rasts taken off). */
  Minuter: z.int(),
});
export type Planerbar = z.output<typeof PlanerbarSchema>;

/** A shift as the planner shows it: with the warnings it has in the plan as it stands. */
export const PlanPassSchema = PassSchema.extend({ Varningar: z.array(BemanningsvarningSchema) });
export type PlanPass = z.output<typeof PlanPassSchema>;

/** GET /bemanna/planering. */
export const PlaneringSchema = z.object({
  From: z.string(),
  To: z.string(),
  Behov: z.array(BehovSchema),
  Pass: z.array(PlanPassSchema),
  Personal: z.array(PlanerbarSchema),
});
export type Planering = z.output<typeof PlaneringSchema>;

/** POST /bemanna/kontroll: a shift as the planner is about to assign it, and the one it replaces. */
export const KontrollSchema = z.object({ ...passFields, Id: z.uuid().nullable().default(null) }).strict();
export type KontrollBody = z.output<typeof KontrollSchema>;
export const KontrollSvarSchema = z.object({ Varningar: z.array(BemanningsvarningSchema) });

/** GET /bemanna/kandidater: the shift to fill, without a person. */
export const KandidatQuerySchema = z
  .object({
    Datum: zIsoDate(),
    StartTid: passFields.StartTid,
    SlutTid: passFields.SlutTid,
    Typ: passFields.Typ,
    Bemuppgift: zRegisterCode(),
    Avdelning: zOptionalCode(),
    BehovId: z.uuid().optional(),
    /** Left out: a shift longer than the law allows without a rast is judged with the rule's rast planned in it. */
    RastMinuter: z.coerce.number().int().min(0).max(240).optional(),
  })
  .strict();

/** POST /bemanna/pass and PUT /bemanna/pass/{Id}: the stored parts and the warnings kept (overridden). */
export const PassSvarSchema = z.object({
  Pass: z.array(PassSchema),
  Varningar: z.array(BemanningsvarningSchema),
});

/** GET /bemanna/oversikt: cover per day and task. */
export const TackningSchema = z.object({
  Datum: z.string(),
  Bemuppgift: z.string(),
  /** People asked for by the day's needs of the task (the most at any one time). */
  Behov: z.int(),
  /** People with a shift on the task that day. */
  Planerat: z.int(),
  /** Of those planned, how many are away that day. */
  Franvarande: z.int(),
  /** Hours needed and planned, for the chart. */
  BehovTimmar: z.number(),
  PlaneratTimmar: z.number(),
});
export const OversiktSchema = z.object({
  From: z.string(),
  To: z.string(),
  Tackning: z.array(TackningSchema),
  /** The shifts of the period with a warning, for a manager to resolve. */
  Konflikter: z.array(PlanPassSchema),
});
export type Oversikt = z.output<typeof OversiktSchema>;

/** GET and PUT /bemanna/installningar: the working-time rules the company plans by (DOMAIN §4). */
export const BemanningsinstallningarSchema = ArbetstidsvalSchema.extend({
  /** One person is one person for the law across the portal's companies that both allow it (DOMAIN §4). */
  SammanlagdTid: z.boolean().default(false),
  /** Hours before a shift starts when an unprocessed swap of it expires (SPEC §4 Shift swap). */
  BytesgransTimmar: z.number().int().min(0).max(168).default(24),
});
export const BemanningsinstallningarUpdateSchema = BemanningsinstallningarSchema.extend({
  Version: zVersion(),
}).strict();
export const BemanningsinstallningarOutSchema = BemanningsinstallningarSchema.extend({ Version: z.int() });
export type Bemanningsinstallningar = z.output<typeof BemanningsinstallningarOutSchema>;

/** POST /bemanna/publicera's answer: how many shifts were published and how many people were told. */
export const PubliceringSchema = z.object({ Publicerade: z.int(), Meddelade: z.int() });
