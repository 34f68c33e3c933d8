import { stockholmWallTime } from '@lonportal/domain/dates';
import { endsWithSchedule, openTooLong, type Stampling } from '@lonportal/domain/punches/punches';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import type { AtlKod, AtlVarning } from '@lonportal/domain/working-time/punch-rules';

// What the punch clock page shows, as pure functions (domain punches/punches.ts has the rule).

export type ClockState = 'out' | 'in' | 'break';

/** Which buttons of the clock card may be pressed now. */
export interface ClockButtons {
  state: ClockState;
  in: boolean;
  out: boolean;
  breakStart: boolean;
  breakEnd: boolean;
  /** Open for more than 24 h: it is closed from the schedule or corrected, not punched out. */
  tooLong: boolean;
}

export function clockButtons(open: Pick<Stampling, 'In' | 'RastPagar'> | null, now: Date): ClockButtons {
  if (!open)
    return { state: 'out', in: true, out: false, breakStart: false, breakEnd: false, tooLong: false };
  const tooLong = openTooLong(new Date(open.In), now);
  return {
    state: open.RastPagar ? 'break' : 'in',
    in: false,
    out: !tooLong,
    breakStart: !open.RastPagar && !tooLong,
    breakEnd: open.RastPagar,
    tooLong,
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A duration as a clock, H:MM:SS (negative counts as 0). */
export function elapsedClock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 3600)}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
}

/** The Stockholm wall time of a timestamp, 'HH:MM'. */
export const wallTime = (iso: string): string => stockholmWallTime(new Date(iso)).Tid;

/** A punch time as the list shows it: 'HH:MM', with the date when it is not the punch's day. */
export function punchTimeText(iso: string | null, datum: string): string {
  if (!iso) return '';
  const wall = stockholmWallTime(new Date(iso));
  return wall.Datum === datum ? wall.Tid : `${wall.Datum} ${wall.Tid}`;
}

/** Minutes with their sign: '+16', '-16', '0'. */
export const signedMinutes = (m: number): string => (m > 0 ? '+' : '') + formatNumberSv(m, { decimals: 0 });

/** The parts of a punch's deviation beyond the margin: the punch-in and/or the punch-out. */
export function deviationsBeyond(
  a: Stampling['Avvikelse'],
  margin: number,
): { side: 'in' | 'out'; minutes: number }[] {
  const out: { side: 'in' | 'out'; minutes: number }[] = [];
  if (a.In !== null && Math.abs(a.In) > margin) out.push({ side: 'in', minutes: a.In });
  if (a.Ut !== null && Math.abs(a.Ut) > margin) out.push({ side: 'out', minutes: a.Ut });
  return out;
}

/** Whether a forgotten punch can be closed at its scheduled end (a schedule that ends after the punch-in). */
export const closableFromSchedule = (s: Stampling): boolean =>
  s.Glomd && endsWithSchedule(new Date(s.In), s.SchemaSlut === null ? null : new Date(s.SchemaSlut));

/** The i18n key of each working-time-law warning's text (domain working-time/punch-rules.ts). */
export const ATL_TEXT_KEY: Readonly<Record<AtlKod, string>> = {
  REST_UNDER_11H: 'punches.atl.rest',
  WORK_OVER_5H_WITHOUT_BREAK: 'punches.atl.inARow',
  WEEKLY_REST_UNDER_36H: 'punches.atl.weeklyRest',
  WEEK_OVER_40H: 'punches.atl.weekHours',
};

/** Minutes as a duration text's key and values: '9 h 30 min', '11 h' or '45 min'. */
export function durationText(total: number): { key: string; values: { hours: number; minutes: number } } {
  const m = Math.max(0, Math.round(total));
  const values = { hours: Math.floor(m / 60), minutes: m % 60 };
  if (values.hours === 0) return { key: 'punches.list.minutes', values };
  return { key: values.minutes === 0 ? 'punches.atl.hours' : 'punches.atl.hoursMinutes', values };
}

/** What an ATL warning's text says: its key, how long, and since when (with the date when not the punch's day). */
export const atlWarningText = (w: AtlVarning, datum: string) => ({
  key: ATL_TEXT_KEY[w.Kod],
  duration: durationText(w.Minuter),
  time: punchTimeText(w.Fran, datum),
});
