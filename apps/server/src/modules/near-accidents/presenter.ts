// A near-accident report as the wire contract names it.
import type { NearAccident, NearAccidentAccess } from '@lonportal/domain';
import type { EventRow, ReportRow } from './repository';

type AttachmentInfo = { id: string; reportId: string; filnamn: string; mime: string; storlek: number };

/** A report for its viewer (`userId`), with its attachments and history (empty in a list). */
export function presentReport(
  r: ReportRow,
  access: NearAccidentAccess,
  userId: string,
  files: readonly AttachmentInfo[],
  events: readonly EventRow[],
): NearAccident {
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
    Egen: r.reporterId === userId,
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
}
