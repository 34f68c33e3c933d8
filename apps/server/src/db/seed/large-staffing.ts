// Staffing of a generated large company (large.ts), for benchmarks of the planner and the law
// checks: one staffing task per department, four weeks of weekday needs from the Monday of today's
// week, shifts covering them in turn (the first two weeks published), and an open swap for every
// hundredth employee. Data by position, no random draws.
import { bytesgrans } from '@lonportal/domain/staffing/index';
import { addDays, mondayOf, stockholmInstant } from '@lonportal/domain/dates';
import type { bemuppgifter, shifts, shiftSwaps, staffingNeeds } from '../schema/index';
import { stableUuid } from './ids';
import type { EmployeeRow } from './staff';

export interface LargeStaffing {
  tasks: (typeof bemuppgifter.$inferInsert)[];
  needs: (typeof staffingNeeds.$inferInsert)[];
  shifts: (typeof shifts.$inferInsert)[];
  swaps: (typeof shiftSwaps.$inferInsert)[];
}

/** Of a department's staff, the share on a weekday's shift: most work most days. */
const ON_DUTY = 0.8;

export function buildLargeStaffing(
  ftgId: string,
  ftgKey: string,
  departments: readonly { avdelning: string; namn: string }[],
  staff: readonly EmployeeRow[],
  today: string,
  at: Date,
): LargeStaffing {
  const out: LargeStaffing = { tasks: [], needs: [], shifts: [], swaps: [] };
  const monday = mondayOf(today);
  for (const d of departments) {
    const people = staff.filter((e) => e.avdelning === d.avdelning && !e.locked);
    out.tasks.push({ ftgId, bemuppgift: d.avdelning, benText: `Pass ${d.namn}`, avdelning: d.avdelning });
    const antal = Math.max(1, Math.round(people.length * ON_DUTY));
    const serieId = stableUuid(`large-need:${ftgKey}:${d.avdelning}`);
    for (let day = 0; day < 28; day++) {
      if (day % 7 > 4) continue;
      const datum = addDays(monday, day);
      const behovId = stableUuid(`large-need:${ftgKey}:${d.avdelning}:${datum}`);
      out.needs.push({
        id: behovId,
        ftgId,
        serieId,
        bemuppgift: d.avdelning,
        avdelning: d.avdelning,
        datum,
        startTid: '07:00',
        slutTid: '16:00',
        antal,
        updatedAt: at,
      });
      for (let k = 0; k < antal && k < people.length; k++) {
        const who = people[(day + k) % people.length]!;
        out.shifts.push({
          id: stableUuid(`large-shift:${ftgKey}:${who.anstNr}:${datum}`),
          ftgId,
          anstNr: who.anstNr,
          datum,
          startTid: '07:00',
          slutTid: '16:00',
          typ: 'ARBETE',
          bemuppgift: d.avdelning,
          avdelning: d.avdelning,
          behovId,
          rastMinuter: 60,
          publicerad: day < 14,
          updatedAt: at,
        });
      }
    }
  }
  const nextWeek = addDays(monday, 7);
  for (const s of out.shifts)
    if (s.datum === nextWeek && Number(s.anstNr) % 100 === 0)
      out.swaps.push({
        ftgId,
        passId: s.id!,
        anstNr: s.anstNr,
        status: 'OPPET',
        gallerTill: bytesgrans(stockholmInstant(s.datum, s.startTid), 24),
        createdAt: at,
        updatedAt: at,
      });
  return out;
}
