import { useRef, useState, type KeyboardEvent } from 'react';
import { addDays, weekdayIndex } from '@lonportal/domain/dates';
import type { CalendarWeek } from './calendar';

/**
 * The month grid's keyboard (a grid's roving tab stop): only one day is in the tab order (the
 * one last focused, else today, else the first); the arrow keys move between days, Home and End
 * to the week's ends, never out of the month.
 */
export function useCalendarFocus(weeks: CalendarWeek[], today: string) {
  const inMonth = weeks.flatMap((w) => w.days.filter((d): d is string => d !== null));
  const first = inMonth[0] ?? today;
  const last = inMonth.at(-1) ?? today;
  const [focused, setFocused] = useState<string | null>(null);
  const active =
    focused && focused >= first && focused <= last
      ? focused
      : today >= first && today <= last
        ? today
        : first;
  const table = useRef<HTMLTableElement>(null);

  const move = (date: string) => {
    const target = date < first ? first : date > last ? last : date;
    setFocused(target);
    table.current?.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, date: string) => {
    const weekday = weekdayIndex(date);
    const step: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekday,
      End: 6 - weekday,
    };
    const by = step[event.key];
    if (by === undefined) return;
    event.preventDefault();
    move(addDays(date, by));
  };

  return { table, active, setFocused, onKeyDown };
}
