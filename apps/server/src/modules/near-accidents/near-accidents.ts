// Near-accident reports (SPEC §3, §4, §5, §6): anyone with the route reports one; the
// administrators named in NearAccidentsReportsAdmins move it NEW → RECEIVED → INPROGRESS →
// RESOLVED with comments; a sensitive one is seen by them and its reporter only.
import {
  NEAR_ACCIDENT_MAX_ATTACHMENTS,
  NEAR_ACCIDENT_MESSAGES,
  nearAccidentAccess,
  nearAccidentMoveAllowed,
  type NearAccident,
  type NearAccidentInput,
  type NearAccidentStatus,
} from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nearAccidentAttachments, nearAccidentEvents, nearAccidents } from '../../db/schema/index';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError, fieldError } from '../../plugins/errors';
import { deleteVersioned, updateVersioned } from '../../shared/versioned';
import { checkAttachmentFile } from '../../shared/receipt-file';
import { audit } from '../absence';

type ReportRow = typeof nearAccidents.$inferSelect;

const viewerOf = (ctx: CompanyContext) => ({
  Roll: ctx.access.Roll,
  Login: ctx.auth.user.login,
  UserId: ctx.auth.user.id,
});

const accessTo = (ctx: CompanyContext, r: ReportRow) =>
  nearAccidentAccess(
    viewerOf(ctx),
    { ReporterId: r.reporterId, Kansligt: r.kansligt, Status: r.status },
    ctx.portal.NearAccidentsReportsAdmins,
  );

async function present(
  db: Db,
  ctx: CompanyContext,
  rows: readonly ReportRow[],
  full: boolean,
): Promise<NearAccident[]> {
  const ids = rows.map((r) => r.id);
  const [files, events] =
    full && ids.length > 0
      ? await Promise.all([
          db
            .select({
              id: nearAccidentAttachments.id,
              reportId: nearAccidentAttachments.reportId,
              filnamn: nearAccidentAttachments.filnamn,
              mime: nearAccidentAttachments.mime,
              storlek: nearAccidentAttachments.storlek,
            })
            .from(nearAccidentAttachments)
            .where(inArray(nearAccidentAttachments.reportId, ids))
            .orderBy(asc(nearAccidentAttachments.createdAt)),
          db
            .select()
            .from(nearAccidentEvents)
            .where(inArray(nearAccidentEvents.reportId, ids))
            .orderBy(asc(nearAccidentEvents.seq)),
        ])
      : [[], []];
  return rows.map((r) => {
    const access = accessTo(ctx, r);
    return {
      Id: r.id,
      Datum: r.datum,
      Tid: r.tid,
      Plats: r.plats,
      Handelse: r.handelse,
      Atgard: r.atgard,
      Forslag: r.forslag,
      Kansligt: r.kansligt,
      Status: r.status,
      Rapportor: r.reporterNamn,
      Egen: r.reporterId === ctx.auth.user.id,
      Hanterare: access.handle,
      Bilagor: files
        .filter((f) => f.reportId === r.id)
        .map((f) => ({ Id: f.id, Filnamn: f.filnamn, Mime: f.mime, Storlek: f.storlek })),
      Historik: events
        .filter((e) => e.reportId === r.id)
        .map((e) => ({
          Handelse: e.handelse,
          Status: e.status,
          Kommentar: e.kommentar,
          Namn: e.userNamn,
          At: e.at.toISOString(),
        })),
      Version: r.version,
      CreatedAt: r.createdAt.toISOString(),
    };
  });
}

/** GET /nearAccidentsReports (and /hr/nearAccidentsReports?Status=NEW): the reports the caller may see. */
export async function listReports(db: Db, ctx: CompanyContext, status: NearAccidentStatus | undefined) {
  const rows = await db
    .select()
    .from(nearAccidents)
    .where(
      and(eq(nearAccidents.ftgId, ctx.company.ftgId), status ? eq(nearAccidents.status, status) : undefined),
    )
    .orderBy(desc(nearAccidents.createdAt));
  return present(
    db,
    ctx,
    rows.filter((r) => accessTo(ctx, r).see),
    false,
  );
}

/** The number of NEW reports for the badge: only for those who handle them (0 for others). */
export async function countNew(db: Db, ctx: CompanyContext) {
  const handler = nearAccidentAccess(
    viewerOf(ctx),
    { ReporterId: null, Kansligt: false, Status: 'NEW' },
    ctx.portal.NearAccidentsReportsAdmins,
  ).handle;
  if (!handler) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(nearAccidents)
    .where(and(eq(nearAccidents.ftgId, ctx.company.ftgId), eq(nearAccidents.status, 'NEW')));
  return row?.n ?? 0;
}

/** One report the caller may see (an unknown or hidden one is 404 alike), with what they may do. */
async function visible(db: Db, ctx: CompanyContext, id: string) {
  const [row] = await db
    .select()
    .from(nearAccidents)
    .where(and(eq(nearAccidents.ftgId, ctx.company.ftgId), eq(nearAccidents.id, id)));
  if (!row) throw new ApiError('NotFound');
  const access = accessTo(ctx, row);
  if (!access.see) throw new ApiError('NotFound');
  return { row, access };
}

export async function getReport(db: Db, ctx: CompanyContext, id: string) {
  const { row } = await visible(db, ctx, id);
  return (await present(db, ctx, [row], true))[0]!;
}

const event = (
  ctx: CompanyContext,
  reportId: string,
  at: Date,
  handelse: (typeof nearAccidentEvents.$inferInsert)['handelse'],
  values: { status?: NearAccidentStatus; kommentar?: string } = {},
) => ({
  reportId,
  handelse,
  at,
  userNamn: ctx.auth.user.namn,
  status: values.status ?? null,
  kommentar: values.kommentar ?? '',
});

export async function createReport(db: Db, ctx: CompanyContext, v: NearAccidentInput, now: Date) {
  if (v.Datum > stockholmWallTime(now).Datum) throw fieldError('Datum', NEAR_ACCIDENT_MESSAGES.future);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(nearAccidents)
      .values({
        ftgId: ctx.company.ftgId,
        reporterId: ctx.auth.user.id,
        reporterNamn: ctx.auth.user.namn,
        datum: v.Datum,
        tid: v.Tid,
        plats: v.Plats,
        handelse: v.Handelse,
        atgard: v.Atgard,
        forslag: v.Forslag,
        kansligt: v.Kansligt,
        status: 'NEW',
        createdAt: now,
      })
      .returning();
    await tx.insert(nearAccidentEvents).values(event(ctx, inserted!.id, now, 'CREATED', { status: 'NEW' }));
    await audit(tx, ctx, now, 'nearAccident.created', { TillbudId: inserted!.id, Kansligt: v.Kansligt });
    return inserted!;
  });
  return (await present(db, ctx, [row], true))[0]!;
}

/** Deletes one's own report while it is NEW. */
export async function deleteReport(db: Db, ctx: CompanyContext, id: string, version: number, now: Date) {
  const { access } = await visible(db, ctx, id);
  if (!access.remove) throw new ApiError('NearAccidentNotEditable');
  if (!(await deleteVersioned(db, nearAccidents, { ftgId: ctx.company.ftgId, id, version })))
    throw new ApiError('VersionConflict');
  await audit(db, ctx, now, 'nearAccident.deleted', { TillbudId: id });
}

/** A handler moves the report to another state, with an optional comment in its history. */
export async function moveReport(
  db: Db,
  ctx: CompanyContext,
  id: string,
  to: NearAccidentStatus,
  kommentar: string,
  version: number,
  now: Date,
) {
  const { row, access } = await visible(db, ctx, id);
  if (!access.handle) throw new ApiError('RoleNotAllowed');
  if (!nearAccidentMoveAllowed(row.status, to)) throw new ApiError('NearAccidentMoveNotAllowed');
  await db.transaction(async (tx) => {
    const after = await updateVersioned(
      tx,
      nearAccidents,
      { ftgId: ctx.company.ftgId, id, version },
      { status: to },
    );
    if (!after) throw new ApiError('VersionConflict');
    await tx.insert(nearAccidentEvents).values(event(ctx, id, now, 'STATUS', { status: to, kommentar }));
    await audit(tx, ctx, now, 'nearAccident.moved', { TillbudId: id, From: row.status, To: to });
  });
  return getReport(db, ctx, id);
}

/** A comment in the history: by a handler, or by the reporter on their own report. */
export async function commentReport(db: Db, ctx: CompanyContext, id: string, kommentar: string, now: Date) {
  const { row, access } = await visible(db, ctx, id);
  if (!access.handle && row.reporterId !== ctx.auth.user.id) throw new ApiError('RoleNotAllowed');
  await db.insert(nearAccidentEvents).values(event(ctx, id, now, 'COMMENT', { kommentar }));
  await audit(db, ctx, now, 'nearAccident.commented', { TillbudId: id });
  return getReport(db, ctx, id);
}

/** Adds an attachment (the reporter, while NEW), at most NEAR_ACCIDENT_MAX_ATTACHMENTS per report. */
export async function attach(
  db: Db,
  ctx: CompanyContext,
  id: string,
  file: { name: string; content: Buffer },
  now: Date,
) {
  const { access } = await visible(db, ctx, id);
  if (!access.attach) throw new ApiError('NearAccidentNotEditable');
  const mime = await checkAttachmentFile(file.content, file.name);
  await db.transaction(async (tx) => {
    // The report's row is locked while its files are counted: two uploads at once cannot both be the fifth.
    await tx.execute(sql`select 1 from ${nearAccidents} where ${nearAccidents.id} = ${id} for update`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(nearAccidentAttachments)
      .where(eq(nearAccidentAttachments.reportId, id));
    if ((count?.n ?? 0) >= NEAR_ACCIDENT_MAX_ATTACHMENTS)
      throw fieldError('Bilagor', NEAR_ACCIDENT_MESSAGES.tooManyFiles);
    await tx.insert(nearAccidentAttachments).values({
      reportId: id,
      filnamn: file.name.slice(0, 200),
      mime,
      storlek: file.content.length,
      content: file.content,
      createdAt: now,
    });
    await tx
      .insert(nearAccidentEvents)
      .values(event(ctx, id, now, 'ATTACHMENT', { kommentar: file.name.slice(0, 200) }));
    await audit(tx, ctx, now, 'nearAccident.attached', { TillbudId: id, Filnamn: file.name.slice(0, 200) });
  });
  return getReport(db, ctx, id);
}

/** An attachment's bytes, for whoever may see the report. */
export async function readAttachment(db: Db, ctx: CompanyContext, id: string, fileId: string) {
  await visible(db, ctx, id);
  const [file] = await db
    .select()
    .from(nearAccidentAttachments)
    .where(and(eq(nearAccidentAttachments.reportId, id), eq(nearAccidentAttachments.id, fileId)));
  if (!file) throw new ApiError('NotFound');
  return file;
}
