import { z } from 'zod';
import { zIsoDate } from '../validation/zod';

// The audit log: one append-only list of who did what — logins and their steps,
// company switches, administration and every status change of recorded time — that LIC and ADM
// read for the companies they may use and FTG for their own, filtered, and as CSV.

/** What the audit log records, by action name. */
export const AUDIT_ACTIONS = [
  'login',
  'login.failed',
  'logout',
  'sms.requested',
  'sms.verified',
  'sms.failed',
  'bankid.started',
  'bankid.cancelled',
  'company.switched',
  'company.refused',
  'password.changed',
  'user.created',
  'user.updated',
  'user.deleted',
  'user.temporaryPassword',
  'renumbered',
  'user.resetLink',
  'reminder.created',
  'reminder.updated',
  'reminder.deleted',
  'reminder.run',
  'portal.updated',
  'time.status',
  'compensation.status',
  'payroll.exported',
  'travel.created',
  'travel.updated',
  'travel.deleted',
  'travel.completed',
  'travel.reverted',
  'absence.created',
  'absence.updated',
  'absence.recovered',
  'absence.deleted',
  'child.created',
  'child.updated',
  'child.deleted',
  'leave.created',
  'leave.updated',
  'leave.deleted',
  'leave.decided',
  'leavePlan.created',
  'leavePlan.updated',
  'leavePlan.deleted',
  'staffingNeed.created',
  'staffingNeed.updated',
  'staffingNeed.deleted',
  'shift.created',
  'shift.updated',
  'shift.deleted',
  // A shift kept despite its warnings, with the planner's reason (DOMAIN §4: sanction fees).
  'shift.overridden',
  'shifts.published',
  // A day or week of shifts copied as drafts (POST /bemanna/kopiera).
  'shifts.copied',
  'shiftSwap.decided',
  'staffingSettings.updated',
  'nearAccident.created',
  'nearAccident.deleted',
  'nearAccident.moved',
  'nearAccident.commented',
  'nearAccident.attached',
  'normalbelopp.loaded',
  'company.created',
  'company.updated',
  'company.archived',
  'company.restored',
  'employee.created',
  'employee.updated',
  'register.created',
  'register.updated',
  'register.deleted',
  'register.imported',
  // A pay run from the payroll program (DOMAIN §12 LÖNUT), and a payslip read by someone other than
  // its employee (the payslips are personal data: every such view is recorded).
  'payRun.imported',
  'payslip.viewed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The largest page of the audit log (SPEC §3 PaginationPerPage's upper bound). */
export const AUDIT_PER_PAGE_MAX = 200;

/** GET /admin/audit and /admin/audit.csv: a period, and optionally an action, a login and every company. */
export const AuditQuerySchema = z
  .object({
    From: zIsoDate(),
    To: zIsoDate(),
    Action: z.enum(AUDIT_ACTIONS).optional(),
    /** Part of the login or name of who did it. */
    Anvandare: z.string().trim().max(50).optional(),
    /** LIC and ADM: every company (and what belongs to none, such as an unknown login's failure). */
    AllaForetag: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    Page: z.coerce.number().int().min(1).max(100_000).default(1),
    PerPage: z.coerce.number().int().min(5).max(AUDIT_PER_PAGE_MAX).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.To < v.From)
      ctx.addIssue({ code: 'custom', path: ['To'], message: 'validation.period.endBeforeStart' });
  });
export type AuditQuery = z.output<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  Id: z.int(),
  /** When, as an ISO timestamp. */
  At: z.iso.datetime({ offset: true }),
  Action: z.string(),
  Login: z.string().nullable(),
  Namn: z.string().nullable(),
  FtgId: z.string().nullable(),
  FtgNamn: z.string().nullable(),
  Details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = z.array(AuditEntrySchema);
