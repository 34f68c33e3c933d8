// POST /bemanna/kopiera: a planner copies a day or a week of shifts to another day or week, as
// drafts to publish later (SPEC §5 "Shifts and staffing"; SPEC §9: the planner's week). Each stored
// part moves by the same number of days, so a night shift's two parts stay together (ADR 0031). A
// copy lands only where its person has no shift at that time already; those are counted, not
// doubled. The law is not a reason to refuse a copy: its warnings are counted and shown in the
// planner, where each shift is kept or changed before publishing (DOMAIN §4).
import type { FastifyInstance } from 'fastify';
import { kopieringsSlut, type Kopiera, type Kopiering } from '@lonportal/domain/staffing/index';
import { addDays, daysBetween, stockholmWallTime } from '@lonportal/domain/dates';
import { timeToMinutes } from '@lonportal/domain/validation/time';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { fieldError } from '../../plugins/errors';
import { announce } from './announce';
import { lockCopies } from './copy-repository';
import { planOf, plannedPeople } from './plan';
import * as repo from './repository';

/** Rows one insert takes: 13 columns each, well inside PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

type Span = Pick<repo.ShiftRow, 'anstNr' | 'datum' | 'startTid' | 'slutTid'>;

/** A shift's minutes of its day; 24:00 ends the day (SPEC §5: a shift does not cross midnight). */
const minutes = (s: Span): [number, number] => [
  timeToMinutes(s.startTid) ?? 0,
  timeToMinutes(s.slutTid) ?? 0,
];

/** Whether two shifts of one person on one day share a minute (touching ones do not). */
export function overlaps(a: Span, b: Span): boolean {
  if (a.anstNr !== b.anstNr || a.datum !== b.datum) return false;
  const [aStart, aEnd] = minutes(a);
  const [bStart, bEnd] = minutes(b);
  return aStart < bEnd && bStart < aEnd;
}

const needKey = (n: Pick<repo.NeedRow, 'datum' | 'bemuppgift' | 'avdelning' | 'startTid' | 'slutTid'>) =>
  [n.datum, n.bemuppgift, n.avdelning, n.startTid, n.slutTid].join('|');

export interface CopyInput {
  source: readonly repo.ShiftRow[];
  /** The shifts already in the target period (of the same people). */
  there: readonly Span[];
  /** The needs the source shifts cover, by id. */
  sourceNeeds: ReadonlyMap<string, repo.NeedRow>;
  /** The needs of the target period (and the day before it, where a night need starts). */
  targetNeeds: readonly repo.NeedRow[];
  days: number;
}

/**
 * The copies to store and how many were left out: each source shift `days` later, its need the
 * target day's need of the same task, department and times (else none).
 */
export function copiesOf({ source, there, sourceNeeds, targetNeeds, days }: CopyInput) {
  const target = new Map<string, string>();
  for (const n of targetNeeds) if (!target.has(needKey(n))) target.set(needKey(n), n.id);
  const rows: repo.ShiftRow[] = [];
  let skipped = 0;
  for (const s of source) {
    const copy = { ...s, datum: addDays(s.datum, days) };
    if (there.some((t) => overlaps(t, copy))) {
      skipped += 1;
      continue;
    }
    const need = s.behovId ? sourceNeeds.get(s.behovId) : undefined;
    const behovId = need
      ? (target.get(needKey({ ...need, datum: addDays(need.datum, days) })) ?? null)
      : null;
    rows.push({ ...copy, behovId });
  }
  return { rows, skipped };
}

/** What the copy reads, inside its transaction. */
async function readCopy(db: repo.Db, ftgId: string, k: Kopiera, anstNrs: readonly string[]) {
  const days = daysBetween(k.From, k.Till);
  const source = await repo.listShifts(db, ftgId, k.From, k.To, { anstNrs, avdelning: k.Avdelning });
  const there = await repo.listShifts(db, ftgId, k.Till, kopieringsSlut(k), { anstNrs });
  const ids = [...new Set(source.flatMap((s) => (s.behovId ? [s.behovId] : [])))];
  const sourceNeeds = new Map((await repo.needsByIds(db, ftgId, ids)).map((n) => [n.id, n]));
  const targetNeeds = await repo.listNeeds(db, ftgId, addDays(k.Till, -1), kopieringsSlut(k));
  return copiesOf({ source, there, sourceNeeds, targetNeeds, days });
}

/** Of the copies stored, how many have a warning in the target period's plan as it now stands. */
async function warnedCopies(app: FastifyInstance, ctx: CompanyContext, k: Kopiera, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const stored = new Set(ids);
  const plan = await planOf(app.db, ctx, {
    From: k.Till,
    To: kopieringsSlut(k),
    Avdelning: k.Avdelning,
    Bemuppgift: '',
  });
  return plan.Pass.filter((p) => stored.has(p.Id) && p.Varningar.length > 0).length;
}

export async function copyShifts(
  app: FastifyInstance,
  ctx: CompanyContext,
  k: Kopiera,
  at: Date,
): Promise<Kopiering> {
  // SPEC §5: nothing is planned into the past, as for a need's end.
  if (k.Till < stockholmWallTime(at).Datum) throw fieldError('Till', 'validation.staffing.endInPast');
  const ftgId = ctx.company.ftgId;
  const anstNrs = (await plannedPeople(app.db, ctx, k.Avdelning)).map((p) => p.anstNr);
  const { ids, skipped } = await app.db.transaction(async (tx) => {
    await lockCopies(tx, ftgId);
    const { rows, skipped } = anstNrs.length
      ? await readCopy(tx, ftgId, k, anstNrs)
      : { rows: [], skipped: 0 };
    const values = rows.map((r) => ({
      ftgId,
      anstNr: r.anstNr,
      datum: r.datum,
      startTid: r.startTid,
      slutTid: r.slutTid,
      typ: r.typ,
      bemuppgift: r.bemuppgift,
      avdelning: r.avdelning,
      behovId: r.behovId,
      rastMinuter: r.rastMinuter,
      kommentar: r.kommentar,
      updatedBy: ctx.auth.user.id,
      updatedAt: at,
    }));
    const ids: string[] = [];
    for (let i = 0; i < values.length; i += INSERT_CHUNK)
      ids.push(...(await repo.insertShifts(tx, values.slice(i, i + INSERT_CHUNK))).map((s) => s.id));
    await writeAudit(tx, {
      at,
      userId: ctx.auth.user.id,
      ftgId,
      action: 'shifts.copied',
      details: { ...k, Kopierade: ids.length, Hoppade: skipped },
    });
    return { ids, skipped };
  });
  if (ids.length) await announce(app, ftgId, ['shifts']);
  return { Kopierade: ids.length, Hoppade: skipped, Varningar: await warnedCopies(app, ctx, k, ids) };
}
