import { z } from 'zod';
import { daysBetween } from '../dates';
import type { ValidationKey } from '../validation/keys';
import { zIsoDate } from '../validation/zod';
import { zDegree } from '../absence';
import { ABSENCE_MAX_DAYS, DEGREE_MAX } from '../absence';

// Leave applications (SPEC §3, §4 Leave application, §6): an employee applies for leave
// with one of the company's absence codes for a date range; a manager approves or denies it, and
// may revert a decision. Only an application in review can be changed or withdrawn.

export const LEAVE_STATUSES = ['IN_REVIEW', 'APPROVED', 'DENIED', 'REVERTED'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

export const LEAVE_DECISIONS = ['APPROVE', 'DENY', 'REVERT'] as const;
export type LeaveDecision = (typeof LEAVE_DECISIONS)[number];

/** The states each decision may be taken from, and where it leads. */
const DECISIONS: Record<LeaveDecision, { from: readonly LeaveStatus[]; to: LeaveStatus }> = {
  APPROVE: { from: ['IN_REVIEW'], to: 'APPROVED' },
  // A manager may change their mind after an approval: the rows go again.
  DENY: { from: ['IN_REVIEW', 'APPROVED'], to: 'DENIED' },
  // Reverting takes a decision back for good (the leave is called off); nothing stays in the report.
  REVERT: { from: ['APPROVED', 'DENIED'], to: 'REVERTED' },
};

/** The state a decision leads to from `status`, or null when it cannot be taken there. */
export function leaveDecisionTarget(status: LeaveStatus, decision: LeaveDecision): LeaveStatus | null {
  const rule = DECISIONS[decision];
  return rule.from.includes(status) ? rule.to : null;
}

/** Only an application in review can be changed or withdrawn (SPEC §4: completed ones cannot). */
export const leaveEditable = (status: LeaveStatus): boolean => status === 'IN_REVIEW';

/** Whether an application in this state has its rows in the time report. */
export const leaveHasRows = (status: LeaveStatus): boolean => status === 'APPROVED';

export const LEAVE_MESSAGES = {
  toBeforeFrom: 'validation.leave.toBeforeFrom',
  tooLong: 'validation.absence.tooLong',
  noWorkingDays: 'validation.leave.noWorkingDays',
  codeRequired: 'validation.absence.codeRequired',
  notAbsenceCode: 'validation.absence.notAbsenceCode',
} as const satisfies Record<string, ValidationKey>;

export const LEAVE_TEXT_MAX = 500;

const rangeFields = {
  AnstNr: z.string().trim().min(1, { error: 'validation.required' }).max(20),
  From: zIsoDate(),
  To: zIsoDate(),
  /** Part days: percent of each working day. */
  Omfattning: zDegree.default(DEGREE_MAX),
};

const rangeRule = (a: { From: string; To: string }, ctx: z.RefinementCtx) => {
  if (a.To < a.From) ctx.addIssue({ code: 'custom', path: ['To'], message: LEAVE_MESSAGES.toBeforeFrom });
  else if (daysBetween(a.From, a.To) + 1 > ABSENCE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['To'], message: LEAVE_MESSAGES.tooLong });
};

export const LeaveInputSchema = z
  .object({
    ...rangeFields,
    TidKod: z.string().trim().min(1, { error: LEAVE_MESSAGES.codeRequired }).max(20),
    Kommentar: z.string().trim().max(LEAVE_TEXT_MAX, { error: 'validation.maxLength' }).default(''),
  })
  .superRefine(rangeRule);
/** What POST /leaveapplications/berakna counts: the range and degree alone. */
export const LeaveCountInputSchema = z.object(rangeFields).superRefine(rangeRule);
export type LeaveInput = z.output<typeof LeaveInputSchema>;

export const LeaveDecisionInputSchema = z.object({
  Ids: z.array(z.uuid()).min(1).max(500),
  Beslut: z.enum(LEAVE_DECISIONS),
  Kommentar: z.string().trim().max(LEAVE_TEXT_MAX, { error: 'validation.maxLength' }).default(''),
});

export const LeaveApplicationSchema = z.object({
  Id: z.string(),
  AnstNr: z.string(),
  Namn: z.string(),
  TidKod: z.string(),
  /** The code's type (SEMESTER for vacation), for the kind shown and the day count. */
  Typ: z.string(),
  From: z.string(),
  To: z.string(),
  Omfattning: z.number(),
  Kommentar: z.string(),
  Status: z.enum(LEAVE_STATUSES),
  BeslutKommentar: z.string(),
  BeslutAv: z.string(),
  BeslutAt: z.string().nullable(),
  /** Working days and hours by the employee's schedule, holidays excluded. */
  Dagar: z.number(),
  Timmar: z.number(),
  Version: z.number(),
  CreatedAt: z.string(),
});
export type LeaveApplication = z.infer<typeof LeaveApplicationSchema>;

export const LeaveCountSchema = z.object({ Dagar: z.number(), Timmar: z.number() });

export const LeaveAdminQuerySchema = z.object({
  Approved: z.enum(['true', 'false']).optional(),
  Denied: z.enum(['true', 'false']).optional(),
  /** SPEC §7 FromDate range From|To: applications that start in the range. */
  FromDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}\|\d{4}-\d{2}-\d{2}$/, { error: 'validation.date.invalid' })
    .optional(),
  AnstNr: z.string().trim().max(20).optional(),
});

/** The LeaveApplications badge counts these: not approved, not denied (nor reverted: called off). */
export const leaveAwaitsDecision = (status: LeaveStatus): boolean => status === 'IN_REVIEW';
