// Time-of-day rules. SPEC §5 Time: digits and colon only, hour 0–24, minute 0–59 (InvalidTime).

const pad2 = (n: number): string => String(n).padStart(2, '0');

function splitTime(t: string): [string, string] | null {
  if (t.includes(':')) {
    const parts = t.split(':');
    if (parts.length !== 2) return null;
    const [h = '', m = ''] = parts;
    // 'H:' and 'HH:' mean whole hours; the minute part is read as a number ('8:5' is 08:05).
    return h.length >= 1 && h.length <= 2 && m.length <= 2 ? [h, m] : null;
  }
  switch (t.length) {
    case 1:
    case 2:
      return [t, ''];
    case 3:
      return [t.slice(0, 1), t.slice(1)];
    case 4:
      return [t.slice(0, 2), t.slice(2)];
    default:
      return null;
  }
}

/**
 * Parses a typed time to 'HH:MM', or null. SPEC §5 Time.
 * Accepted: 'H', 'HH' (whole hours), 'HMM', 'HHMM', 'H:M', 'H:MM', 'HH:M', 'HH:MM', 'HH:'.
 * Hour 0–24 and minute 0–59; 24:00 is the only time with hour 24 (end of day).
 */
export function parseTime(s: string): string | null {
  const t = s.trim();
  if (!/^[\d:]+$/.test(t)) return null;
  const parts = splitTime(t);
  if (!parts) return null;
  const hour = Number(parts[0]);
  const minute = parts[1] === '' ? 0 : Number(parts[1]);
  if (hour > 24 || minute > 59 || (hour === 24 && minute !== 0)) return null;
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** True when `s` parses as a time (shorthand included, see parseTime). SPEC §5 Time. */
export function isValidTime(s: string): boolean {
  return parseTime(s) !== null;
}

/** Minutes after midnight (0–1440) of a typed time, or null when it is not a valid time. */
export function timeToMinutes(s: string): number | null {
  const hhmm = parseTime(s);
  if (hhmm === null) return null;
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
}
