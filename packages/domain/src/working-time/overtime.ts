// The rules of overtime and night work (law.ts rules 6 and 7), over the weeks and months
// periods.ts counts:
// - ATL 8 §: allmän övertid is ordinary time beyond `veckoarbetstid` in a week (or, averaged under
//   5 §, in a block of weeks); at most `overtidManad` in a calendar month and `overtidAr` in a
//   calendar year. A week's overtime belongs to the month and year its last day is in: it is known
//   only when the week ends. 8 a § allows `extraOvertidAr` more in a year for special reasons: past
//   `overtidAr` the warning is 8 §'s, past both 8 a §'s. The engine knows no person's own ordinary
//   time: a part-timer's mertid (10 §) is not overtime, and the limits are read on full time.
// - ATL 13 a §: a night worker (three hours or more of the work between 22:00 and 06:00, Stockholm
//   time, on at least a third of the days worked in the block; EU 2003/88 art. 2.4) works at most
//   `nattarbete` per 24 hours on average over blocks of `nattManader` calendar months, the weekly
//   rest days left out of the average (one in seven).
import { stockholmInstant, stockholmOffsetMinutes } from '../dates';
import type { ArbetstidsRegler } from './agreements';
import { monthBlocks, timeWithin } from './blocks';
import { found, minuteOf, MINUTE_MS, type Found, type Span } from './spans';

const DAY = 24 * 60;
const NIGHT = { from: 22 * 60, to: 6 * 60 } as const;
const NIGHT_DAY_MIN = 3 * 60;

/** The Stockholm calendar month (year × 12 + month) of the minute `at`. */
function monthOf(at: number): number {
  const wall = new Date((at + stockholmOffsetMinutes(at * MINUTE_MS)) * MINUTE_MS);
  return wall.getUTCFullYear() * 12 + wall.getUTCMonth();
}

/** The minutes a month (or, with `months` 12, a year from January) starts and ends at. */
function bounds(month: number, months: 1 | 12) {
  const first = months === 12 ? month - (month % 12) : month;
  const datum = `${Math.floor(first / 12)}-${String((first % 12) + 1).padStart(2, '0')}-01`;
  const at = minuteOf(stockholmInstant(datum, '00:00'));
  return monthBlocks(at, at + 1, months)[0]!;
}

/**
 * Rule 6: 8 § and 8 a §, from the ordinary time of the blocks of weeks 5 § reads (periods.ts):
 * the time of a block beyond its ordinary limit is overtime of the month its last minute is in.
 */
export function overtid(
  ordinary: readonly { end: number; minutes: number }[],
  r: Readonly<ArbetstidsRegler>,
  out: Found[],
) {
  const n = Math.max(1, r.veckoarbetstidVeckor);
  const months = new Map<number, number>();
  const years = new Map<number, number>();
  for (const b of ordinary) {
    const over = b.minutes - r.veckoarbetstid * n;
    if (over <= 0) continue;
    const month = monthOf(b.end - 1);
    const year = month - (month % 12);
    months.set(month, (months.get(month) ?? 0) + over);
    years.set(year, (years.get(year) ?? 0) + over);
  }
  for (const [month, minutes] of months)
    if (minutes > r.overtidManad) {
      const m = bounds(month, 1);
      out.push(
        found({
          Regel: 'OVERTID',
          from: m.start,
          to: m.end,
          Minuter: minutes,
          Krav: r.overtidManad,
          Pass: [],
        }),
      );
    }
  const extra = r.overtidAr + r.extraOvertidAr;
  for (const [year, minutes] of years) {
    if (minutes <= r.overtidAr) continue;
    const y = bounds(year, 12);
    const beyond = minutes > extra;
    out.push(
      found({
        Regel: beyond ? 'EXTRA_OVERTID' : 'OVERTID_AR',
        from: y.start,
        to: y.end,
        Minuter: minutes,
        Krav: beyond ? extra : r.overtidAr,
        Pass: [],
      }),
    );
  }
}

/** Minutes of [from, to) (local minutes, Stockholm wall time) between 22:00 and 06:00. */
function nightMinutes(from: number, to: number): number {
  let minutes = 0;
  // The night windows [day + 22:00, day + 30:00) of the local days it touches, the day before included.
  for (let day = Math.floor(from / DAY) * DAY - DAY; day < to; day += DAY)
    minutes += Math.max(0, Math.min(to, day + DAY + NIGHT.to) - Math.max(from, day + NIGHT.from));
  return minutes;
}

/**
 * Rule 7: 13 a §, for a night worker only. One pass over the sorted spans counts, per block, the
 * days worked and the days with three night hours (a day's spans are consecutive); the time of a
 * block is summed only for a night worker.
 */
export function nattarbete(
  spans: readonly Span[],
  longest: number,
  from: number,
  to: number,
  r: Readonly<ArbetstidsRegler>,
  out: Found[],
) {
  const blocks = monthBlocks(from, to, Math.max(1, r.nattManader));
  const days = new Array<number>(blocks.length).fill(0);
  const nightDays = new Array<number>(blocks.length).fill(0);
  let b = 0;
  let lastDay = NaN;
  let lastNight = NaN;
  for (const s of spans) {
    if (s.typ === 'BEREDSKAP' || s.end <= s.start) continue;
    while (b < blocks.length && s.start >= blocks[b]!.end) b++;
    if (b === blocks.length) break;
    if (s.end <= blocks[b]!.start) continue;
    // The offset of its start: a clock change within a shift moves its night by an hour at most.
    const offset = stockholmOffsetMinutes(s.start * MINUTE_MS);
    const day = Math.floor((s.start + offset) / DAY);
    if (day !== lastDay) days[b]!++;
    lastDay = day;
    if (day !== lastNight && nightMinutes(s.start + offset, s.end + offset) >= NIGHT_DAY_MIN) {
      nightDays[b]!++;
      lastNight = day;
    }
  }
  blocks.forEach((block, i) => {
    if (days[i] === 0 || nightDays[i]! * 3 < days[i]!) return;
    const krav = r.nattarbete * (block.days - Math.floor(block.days / 7));
    const minutes = timeWithin(spans, longest, true, block.start, block.end);
    if (minutes > krav)
      out.push(
        found({
          Regel: 'NATTARBETE',
          from: block.start,
          to: block.end,
          Minuter: minutes,
          Krav: krav,
          Pass: [],
        }),
      );
  });
}
