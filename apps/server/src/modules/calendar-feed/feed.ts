// The calendar feed (DOMAIN §15): a person's published shifts and approved leave, one month back
// and six months ahead, behind a long random token that the person replaces or revokes.
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { icalendar, shiftEvents, type FeedEvent } from '@lonportal/domain/calendar-feed/index';
import { addMonths, stockholmWallTime } from '@lonportal/domain/dates';
import { readAll, type Db } from '../../db/client';
import * as repo from './repository';
import { approvedLeave, shiftNames } from '../schedule';
import { ownPublishedShifts } from '../staffing';

/** The words of the feed (it has no reader's language: the portal's own, Swedish). */
const KIND = { ARBETE: '', JOUR: ' (jour)', BEREDSKAP: ' (beredskap)' } as const;

/** 32 random bytes, URL-safe: the feed's address is its only key (DOMAIN §15). */
const newToken = () => randomBytes(32).toString('base64url');

export { feedOf, revokeFeed } from './repository';

/** A new address for the user's feed; the old one stops working at once. */
export async function replaceFeed(db: Db, userId: string, at: Date) {
  const token = newToken();
  await repo.saveToken(db, userId, token, at);
  return token;
}

/** What the preferences show: the address and its QR code (an SVG) for the phone. */
export async function feedView(token: string | null, origin: string) {
  if (!token) return { Url: null, Qr: null };
  const Url = `${origin}/api/kalender/${token}`;
  return { Url, Qr: await QRCode.toString(Url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/** The feed of a token, or null for one that is unknown or revoked (and for an account without an AnstNr). */
export async function feedText(db: Db, token: string, at: Date): Promise<string | null> {
  const owner = await repo.ownerOf(db, token);
  if (!owner || owner.disabled || !owner.anstNr) return null;
  const today = stockholmWallTime(at).Datum;
  const [from, to] = [addMonths(today, -1), addMonths(today, 6)];
  const [shifts, leave] = await readAll(db, [
    () => ownPublishedShifts(db, owner.ftgId, owner.anstNr!, from, to),
    () => approvedLeave(db, owner.ftgId, owner.anstNr!, from, to),
  ]);
  const names = await shiftNames(db, owner.ftgId, shifts);
  const parts = shifts.map((s) => ({
    Id: s.id,
    Datum: s.datum,
    StartTid: s.startTid,
    SlutTid: s.slutTid,
    Typ: s.typ,
    Bemuppgift: s.bemuppgift,
    Avdelning: s.avdelning,
    Kommentar: s.kommentar,
    sequence: s.sequence,
    updatedAt: s.updatedAt,
  }));
  const events: FeedEvent[] = shiftEvents(parts).map(({ first, last, parts: all }) => ({
    uid: `${first.Id}@lonportal`,
    sequence: Math.max(...all.map((p) => p.sequence)),
    stamp: new Date(Math.max(...all.map((p) => p.updatedAt.getTime()))),
    summary: `${names.tasks.get(first.Bemuppgift) ?? first.Bemuppgift}${KIND[first.Typ]}`,
    location: names.departments.get(first.Avdelning) ?? '',
    description: first.Kommentar,
    start: { datum: first.Datum, tid: first.StartTid },
    end: { datum: last.Datum, tid: last.SlutTid },
  }));
  const days = leave.map((l) => ({
    uid: `ledighet-${l.id}@lonportal`,
    sequence: l.version,
    stamp: l.updatedAt,
    summary: l.benText ?? 'Ledighet',
    from: l.from,
    to: l.to,
  }));
  return icalendar({ name: `Schema ${owner.namn}`, events, days });
}
