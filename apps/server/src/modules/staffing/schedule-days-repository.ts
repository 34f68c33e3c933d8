// The schedule days the staffing plan writes (ADR 0031): published shifts are the schedule.
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleDays, shifts } from '../../db/schema/index';
import { timeToMinutes } from '@lonportal/domain/validation/time';

/**
 * Published shifts are the schedule everywhere it is read (ADR 0031): the schedule days of some
 * people from `from` to `to` are written again from their published shifts (work and jour; a day
 * of beredskap only is no scheduled day). A day the plan no longer fills loses the plan's row and
 * falls back to the work schedule.
 */
export async function syncScheduleDays(
  db: Db,
  ftgId: string,
  anstNrs: readonly string[],
  from: string,
  to: string,
): Promise<void> {
  if (anstNrs.length === 0) return;
  const people = [...new Set(anstNrs)];
  const inRange = (t: typeof scheduleDays | typeof shifts) =>
    and(eq(t.ftgId, ftgId), inArray(t.anstNr, people), gte(t.datum, from), lte(t.datum, to));
  await db.delete(scheduleDays).where(and(inRange(scheduleDays), eq(scheduleDays.kalla, 'BEMANNING')));
  const published = await db
    .select()
    .from(shifts)
    .where(and(inRange(shifts), eq(shifts.publicerad, true), ne(shifts.typ, 'BEREDSKAP')));
  const days = new Map<string, typeof scheduleDays.$inferInsert>();
  for (const s of published) {
    const key = `${s.anstNr}\u0000${s.datum}`;
    const minutes = Math.max(
      0,
      (timeToMinutes(s.slutTid) ?? 0) - (timeToMinutes(s.startTid) ?? 0) - s.rastMinuter,
    );
    const day = days.get(key);
    if (!day) {
      days.set(key, {
        ftgId,
        anstNr: s.anstNr,
        datum: s.datum,
        startTid: s.startTid,
        slutTid: s.slutTid,
        timmar: minutes / 60,
        kalla: 'BEMANNING',
      });
      continue;
    }
    if (s.startTid < (day.startTid ?? s.startTid)) day.startTid = s.startTid;
    if (s.slutTid > (day.slutTid ?? s.slutTid)) day.slutTid = s.slutTid;
    day.timmar = Math.round(((day.timmar ?? 0) + minutes / 60) * 100) / 100;
  }
  const rows = [...days.values()].map((d) => ({ ...d, timmar: Math.round((d.timmar ?? 0) * 100) / 100 }));
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insert(scheduleDays)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [scheduleDays.ftgId, scheduleDays.anstNr, scheduleDays.datum],
        set: {
          startTid: sql`excluded.start_tid`,
          slutTid: sql`excluded.slut_tid`,
          timmar: sql`excluded.timmar`,
          kalla: sql`excluded.kalla`,
        },
      });
}
