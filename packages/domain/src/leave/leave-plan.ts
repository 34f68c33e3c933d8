import { z } from 'zod';
import { addDays, daysBetween } from '../dates';
import { zIsoDate, zRequiredString } from '../validation/zod';
import { LEAVE_STATUSES } from './leave';

// The leave planner (SPEC §2.1 /leaveplanner/overview and /leaveplanner/{Id}): an
// administrator opens a planning period (the summer weeks, say) with a last day for wishes and a
// minimum staffing per department; employees apply for leave in it (their wishes); the planner shows
// the wishes per department on a timeline with the coverage of each day, and the administrator
// approves wishes into leave.

/** The longest planning period: a summer of 13 weeks. */
export const LEAVE_PLAN_MAX_DAYS = 93;

export const LeavePlanInputSchema = z
  .object({
    Namn: zRequiredString(100),
    From: zIsoDate(),
    To: zIsoDate(),
    /** The last day to enter wishes. */
    SistaOnskedag: zIsoDate(),
    /**
     * Minimum staffing per department (Avdelning → people at work), optional for each: 0, empty
     * (null, a cleared field) or missing sets none, and such departments are left out.
     */
    MinBemanning: z
      .record(
        z.string().max(20),
        z
          .number({ error: 'validation.number.invalid' })
          .int({ error: 'validation.integer' })
          .min(0)
          .max(10_000)
          .nullable(),
      )
      .transform((byDepartment) =>
        Object.fromEntries(
          Object.entries(byDepartment).filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0),
        ),
      ),
  })
  .superRefine((p, ctx) => {
    if (p.To < p.From)
      ctx.addIssue({ code: 'custom', path: ['To'], message: 'validation.period.endBeforeStart' });
    else if (daysBetween(p.From, p.To) + 1 > LEAVE_PLAN_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['To'], message: 'validation.period.tooLong' });
    if (p.SistaOnskedag > p.To)
      ctx.addIssue({
        code: 'custom',
        path: ['SistaOnskedag'],
        message: 'validation.leavePlan.deadlineAfterEnd',
      });
  });
export type LeavePlanInput = z.output<typeof LeavePlanInputSchema>;

export const LeavePlanSchema = z.object({
  Id: z.string(),
  Namn: z.string(),
  From: z.string(),
  To: z.string(),
  SistaOnskedag: z.string(),
  MinBemanning: z.record(z.string(), z.number()),
  Version: z.number(),
});
export type LeavePlan = z.infer<typeof LeavePlanSchema>;

/** Whether employees may still enter wishes for the plan on `today`. */
export const planTakesWishes = (plan: Pick<LeavePlan, 'SistaOnskedag' | 'To'>, today: string): boolean =>
  today <= plan.SistaOnskedag && today <= plan.To;

export interface CoverageInput {
  /** The department's people, each with the days of the period they are due at work. */
  workDays: ReadonlyMap<string, ReadonlySet<string>>;
  /** Applications in the period: whose, when, and whether approved or a wish. */
  applications: readonly {
    AnstNr: string;
    From: string;
    To: string;
    Status: (typeof LEAVE_STATUSES)[number];
  }[];
  min: number;
}

export interface DayCoverage {
  Datum: string;
  /** People due at work by their schedules (weekdays that are no holiday without one). */
  Schemalagda: number;
  /** Of them, people away by approved leave, and by wishes not yet decided. */
  Beviljade: number;
  Onskade: number;
  /** People at work if every wish were approved. */
  Kvar: number;
  /** Below the minimum staffing when every wish is approved (never on a day nobody is due). */
  Under: boolean;
}

/**
 * The coverage of each day of `from`..`to` for one department: of the people due at work that
 * day, how many are away by approved leave and by wishes, how many would be left if every wish
 * were approved, and whether that is below the minimum. Leave on a day one is not due at work
 * takes nobody away. A person counts once a day (two applications on a day are one absence).
 */
export function dayCoverage(from: string, to: string, input: CoverageInput): DayCoverage[] {
  const out: DayCoverage[] = [];
  for (let i = 0; from <= to && i <= daysBetween(from, to); i++) {
    const Datum = addDays(from, i);
    const due = new Set([...input.workDays].filter(([, days]) => days.has(Datum)).map(([p]) => p));
    const approved = new Set<string>();
    const wished = new Set<string>();
    for (const a of input.applications) {
      if (!due.has(a.AnstNr) || a.From > Datum || a.To < Datum) continue;
      if (a.Status === 'APPROVED') approved.add(a.AnstNr);
      else if (a.Status === 'IN_REVIEW') wished.add(a.AnstNr);
    }
    for (const p of approved) wished.delete(p);
    const Kvar = due.size - approved.size - wished.size;
    out.push({
      Datum,
      Schemalagda: due.size,
      Beviljade: approved.size,
      Onskade: wished.size,
      Kvar,
      Under: input.min > 0 && due.size > 0 && Kvar < input.min,
    });
  }
  return out;
}

export const LeavePlanOverviewSchema = z.object({
  Plan: LeavePlanSchema,
  Avdelningar: z.array(
    z.object({
      Avdelning: z.string(),
      Namn: z.string(),
      Min: z.number(),
      Personer: z.array(
        z.object({
          AnstNr: z.string(),
          Namn: z.string(),
          Ansokningar: z.array(
            z.object({
              Id: z.string(),
              TidKod: z.string(),
              From: z.string(),
              To: z.string(),
              Omfattning: z.number(),
              Status: z.enum(LEAVE_STATUSES),
            }),
          ),
        }),
      ),
      Tackning: z.array(
        z.object({
          Datum: z.string(),
          Schemalagda: z.number(),
          Beviljade: z.number(),
          Onskade: z.number(),
          Kvar: z.number(),
          Under: z.boolean(),
        }),
      ),
    }),
  ),
});
export type LeavePlanOverview = z.infer<typeof LeavePlanOverviewSchema>;
