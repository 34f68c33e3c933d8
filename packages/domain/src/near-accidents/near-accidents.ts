import { z } from 'zod';
import { can, type Actor } from '../access/capabilities';
import type { ValidationKey } from '../validation/keys';
import { zIsoDate, zRequiredString, zTime, zVersion } from '../validation/zod';

// Near-accident and incident reports (SPEC §3, §4 Near-accident report, §5 attachments, §6; issue
// 16). Anyone reports one; the administrators named in NearAccidentsReportsAdmins handle them.

export const NEAR_ACCIDENT_STATUSES = ['NEW', 'RECEIVED', 'INPROGRESS', 'RESOLVED'] as const;
export type NearAccidentStatus = (typeof NEAR_ACCIDENT_STATUSES)[number];

/**
 * A handler moves a report forward, a step or more (a clear case is resolved at once), and may
 * reopen a resolved one as in progress; a report never goes back to NEW.
 */
export function nearAccidentMoveAllowed(from: NearAccidentStatus, to: NearAccidentStatus): boolean {
  if (from === to || to === 'NEW') return false;
  if (from === 'RESOLVED') return to === 'INPROGRESS';
  return NEAR_ACCIDENT_STATUSES.indexOf(to) > NEAR_ACCIDENT_STATUSES.indexOf(from);
}

export interface NearAccidentViewer extends Actor {
  Login: string;
  UserId: string;
}

export interface NearAccidentAccess {
  see: boolean;
  /** Move its state and comment as its handler. */
  handle: boolean;
  /** Delete it: one's own, only while NEW. */
  remove: boolean;
  /** Add or remove attachments: the reporter while it is NEW. */
  attach: boolean;
}

/** Whether the user is one of the company's named handlers (logins compare without case). */
export const isNearAccidentHandler = (login: string, admins: readonly string[]): boolean =>
  admins.some((a) => a.trim().toLowerCase() === login.trim().toLowerCase());

/**
 * What a user may do with a report (SPEC §6): the handlers see and move every report; the reporter
 * sees their own and deletes it while NEW; managers see the reports that are not sensitive. A
 * sensitive report is seen by its handlers and its reporter only.
 */
export function nearAccidentAccess(
  viewer: NearAccidentViewer,
  report: { ReporterId: string | null; Kansligt: boolean; Status: NearAccidentStatus },
  admins: readonly string[],
): NearAccidentAccess {
  const handler = isNearAccidentHandler(viewer.Login, admins);
  const own = report.ReporterId !== null && report.ReporterId === viewer.UserId;
  const see = handler || own || (!report.Kansligt && can('readNearAccidents', viewer));
  const open = own && report.Status === 'NEW';
  return { see, handle: handler, remove: open, attach: open };
}

export const NEAR_ACCIDENT_TEXT_MAX = 4000;
/** SPEC §5: near-accident reports have a maximum attachment count. */
export const NEAR_ACCIDENT_MAX_ATTACHMENTS = 5;

export const NEAR_ACCIDENT_MESSAGES = {
  future: 'validation.nearAccident.future',
  tooManyFiles: 'validation.nearAccident.tooManyFiles',
} as const satisfies Record<string, ValidationKey>;

const longText = (required: boolean) =>
  required
    ? zRequiredString(NEAR_ACCIDENT_TEXT_MAX)
    : z.string().trim().max(NEAR_ACCIDENT_TEXT_MAX, { error: 'validation.maxLength' }).default('');

export const NearAccidentInputSchema = z.object({
  Datum: zIsoDate(),
  Tid: zTime({ allowEmpty: true }).default(''),
  Plats: zRequiredString(200),
  Handelse: longText(true),
  Atgard: longText(false),
  Forslag: longText(false),
  Kansligt: z.boolean().default(false),
});
export type NearAccidentInput = z.output<typeof NearAccidentInputSchema>;

export const NearAccidentMoveSchema = z.object({
  Status: z.enum(NEAR_ACCIDENT_STATUSES),
  Kommentar: z.string().trim().max(NEAR_ACCIDENT_TEXT_MAX, { error: 'validation.maxLength' }).default(''),
  Version: zVersion(),
});

export const NearAccidentCommentSchema = z.object({ Kommentar: zRequiredString(NEAR_ACCIDENT_TEXT_MAX) });

export const NearAccidentEventSchema = z.object({
  Handelse: z.enum(['CREATED', 'STATUS', 'COMMENT', 'ATTACHMENT']),
  Status: z.enum(NEAR_ACCIDENT_STATUSES).nullable(),
  Kommentar: z.string(),
  Namn: z.string(),
  At: z.string(),
});

export const AttachmentSchema = z.object({
  Id: z.string(),
  Filnamn: z.string(),
  Mime: z.string(),
  Storlek: z.number(),
});

export const NearAccidentSchema = z.object({
  Id: z.string(),
  Datum: z.string(),
  Tid: z.string(),
  Plats: z.string(),
  Handelse: z.string(),
  Atgard: z.string(),
  Forslag: z.string(),
  Kansligt: z.boolean(),
  Status: z.enum(NEAR_ACCIDENT_STATUSES),
  Rapportor: z.string(),
  Egen: z.boolean(),
  Hanterare: z.boolean(),
  Bilagor: z.array(AttachmentSchema),
  Historik: z.array(NearAccidentEventSchema),
  Version: z.number(),
  CreatedAt: z.string(),
});
export type NearAccident = z.infer<typeof NearAccidentSchema>;

export const NearAccidentListQuerySchema = z.object({
  Status: z.enum(NEAR_ACCIDENT_STATUSES).optional(),
});
