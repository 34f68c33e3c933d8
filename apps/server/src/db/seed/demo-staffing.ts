// The demo's staffing (SPEC §2.1 /bemanna, /schedule): three weeks of needs from the Monday of the
// seed's week, shifts that cover most of them (the first two weeks published, the third still a
// draft, with one rest too short to show the planner's warning), and one open swap of `per`'s.
// Omsorgsassistans plans by the personal-assistance agreement. Data by position, no random draws.
import { bytesgrans, delaVidMidnatt } from '@lonportal/domain/staffing/index';
import { addDays, mondayOf, stockholmInstant } from '@lonportal/domain/dates';
import type { shifts, shiftSwaps, staffingNeeds, staffingSettings } from '../schema/index';
import { stableUuid } from './ids';
import type { BuiltCompany } from './staff';

type NeedRow = typeof staffingNeeds.$inferInsert;
type ShiftRow = typeof shifts.$inferInsert;

interface NeedDef {
  bemuppgift: string;
  avdelning: string;
  start: string;
  end: string;
  antal: number;
  weekdays: readonly number[];
  rast: number;
}

const WEEKDAYS = [0, 1, 2, 3, 4] as const;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

const PLANS: Readonly<Record<string, readonly NeedDef[]>> = {
  EXEMPEL: [
    {
      bemuppgift: 'RECEP',
      avdelning: 'EKO',
      start: '08:00',
      end: '17:00',
      antal: 1,
      weekdays: WEEKDAYS,
      rast: 60,
    },
    {
      bemuppgift: 'LAGER',
      avdelning: 'LAG',
      start: '07:00',
      end: '16:00',
      antal: 2,
      weekdays: WEEKDAYS,
      rast: 60,
    },
  ],
  OMSORG: [
    {
      bemuppgift: 'MORGON',
      avdelning: 'ASS',
      start: '07:00',
      end: '15:00',
      antal: 1,
      weekdays: EVERY_DAY,
      rast: 30,
    },
    {
      bemuppgift: 'KVALL',
      avdelning: 'ASS',
      start: '15:00',
      end: '22:00',
      antal: 1,
      weekdays: EVERY_DAY,
      rast: 30,
    },
    {
      bemuppgift: 'NATT',
      avdelning: 'ASS',
      start: '22:00',
      end: '07:00',
      antal: 1,
      weekdays: EVERY_DAY,
      rast: 0,
    },
  ],
};

/** The agreement each demo company plans by (DOMAIN §4); one person in both counts as one. */
export const DEMO_STAFFING_SETTINGS: readonly (typeof staffingSettings.$inferInsert & { ftgKey: string })[] =
  [
    { ftgKey: 'EXEMPEL', ftgId: '', avtal: 'ATL', sammanlagdTid: true },
    { ftgKey: 'OMSORG', ftgId: '', avtal: 'VARDFORETAGARNA_PA', sammanlagdTid: true },
  ];

export interface DemoStaffing {
  needs: NeedRow[];
  shifts: ShiftRow[];
  swaps: (typeof shiftSwaps.$inferInsert)[];
}

/** The company's needs, shifts and swap (empty for a company the demo does not plan). */
export function demoStaffing(c: BuiltCompany, today: string, seededAt: Date): DemoStaffing {
  const plan = PLANS[c.ftgKey];
  const out: DemoStaffing = { needs: [], shifts: [], swaps: [] };
  if (!plan) return out;
  const monday = mondayOf(today);
  plan.forEach((def, n) => {
    const staff = c.employees.filter((e) => e.avdelning === def.avdelning && !e.locked);
    const serieId = stableUuid(`need:${c.ftgKey}:${def.bemuppgift}`);
    for (let day = 0; day < 21; day++) {
      const datum = addDays(monday, day);
      if (!def.weekdays.includes(day % 7)) continue;
      const parts = delaVidMidnatt({ Datum: datum, StartTid: def.start, SlutTid: def.end });
      const needIds = parts.map((p) =>
        stableUuid(`need:${c.ftgKey}:${def.bemuppgift}:${p.Datum}:${p.StartTid}`),
      );
      parts.forEach((p, i) =>
        out.needs.push({
          id: needIds[i],
          ftgId: c.ftgId,
          serieId,
          bemuppgift: def.bemuppgift,
          avdelning: def.avdelning,
          datum: p.Datum,
          startTid: p.StartTid,
          slutTid: p.SlutTid,
          antal: def.antal,
          updatedAt: seededAt,
        }),
      );
      // Fridays of the warehouse are one short: the overview shows it.
      const filled = def.bemuppgift === 'LAGER' && day % 7 === 4 ? def.antal - 1 : def.antal;
      for (let k = 0; k < filled && staff.length > 0; k++) {
        const who = staff[(day + n * 3 + k * 2) % staff.length]!;
        parts.forEach((p, i) =>
          out.shifts.push({
            id: stableUuid(`shift:${c.ftgKey}:${def.bemuppgift}:${p.Datum}:${p.StartTid}:${k}`),
            ftgId: c.ftgId,
            anstNr: who.anstNr,
            datum: p.Datum,
            startTid: p.StartTid,
            slutTid: p.SlutTid,
            typ: 'ARBETE',
            bemuppgift: def.bemuppgift,
            avdelning: def.avdelning,
            behovId: needIds[i],
            rastMinuter: i === 0 ? def.rast : 0,
            publicerad: day < 14,
            updatedAt: seededAt,
          }),
        );
      }
    }
  });
  tooShortRest(c, out, addDays(monday, 14));
  return withSwap(c, out, addDays(monday, 7), seededAt);
}

/** The third week's draft: the night of its Monday and the next morning to one assistant (13 §). */
function tooShortRest(c: BuiltCompany, out: DemoStaffing, monday: string) {
  if (c.ftgKey !== 'OMSORG') return;
  const night = out.shifts.find(
    (s) => s.bemuppgift === 'NATT' && s.datum === monday && s.startTid === '22:00',
  );
  const morning = out.shifts.find((s) => s.bemuppgift === 'MORGON' && s.datum === addDays(monday, 1));
  if (night && morning) morning.anstNr = night.anstNr;
}

/** `per` (employee 1001) offers their first reception shift of next week for swap. */
function withSwap(c: BuiltCompany, out: DemoStaffing, nextMonday: string, seededAt: Date): DemoStaffing {
  if (c.ftgKey !== 'EXEMPEL') return out;
  const offered = out.shifts.find((s) => s.bemuppgift === 'RECEP' && s.datum >= nextMonday && s.publicerad);
  if (!offered?.id) return out;
  // The reception shift is per's: the employee the demo logs in as.
  offered.anstNr = '1001';
  out.swaps.push({
    id: stableUuid(`swap:${offered.id}`),
    ftgId: c.ftgId,
    passId: offered.id,
    anstNr: '1001',
    status: 'OPPET',
    kommentar: 'Läkarbesök, kan någon ta passet?',
    gallerTill: bytesgrans(stockholmInstant(offered.datum, offered.startTid), 24),
    createdAt: seededAt,
    updatedAt: seededAt,
  });
  return out;
}
