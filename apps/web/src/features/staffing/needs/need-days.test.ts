import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { Behov } from '@lonportal/domain/staffing/needs';
import { groupByDay, isSeries, namesOf, repetitionText } from './need-days';

const need = (over: Partial<Behov>): Behov => ({
  Id: '00000000-0000-4000-8000-000000000001',
  SerieId: '00000000-0000-4000-8000-0000000000a1',
  Bemuppgift: 'MORGON',
  Avdelning: '',
  Datum: '2026-11-02',
  StartTid: '07:00',
  SlutTid: '15:00',
  Antal: 1,
  Kompetenser: [],
  Egenskaper: [],
  Version: 0,
  ...over,
});

// A t that shows the key and its values, so the test reads what was asked for.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('the needs of a period, by day', () => {
  it('orders the days, and each day by start, end and task', () => {
    const days = groupByDay([
      need({ Id: 'c', Datum: '2026-11-03' }),
      need({ Id: 'b', StartTid: '15:00', SlutTid: '22:00' }),
      need({ Id: 'a2', Bemuppgift: 'NATT' }),
      need({ Id: 'a1', Bemuppgift: 'DAG' }),
    ]);
    expect(days.map((d) => [d.Datum, d.needs.map((n) => n.Id)])).toEqual([
      ['2026-11-02', ['a1', 'a2', 'b']],
      ['2026-11-03', ['c']],
    ]);
  });

  it('tells a day of a series from a need of its own', () => {
    const a = need({ Id: 'a' });
    const b = need({ Id: 'b', Datum: '2026-11-09' });
    const c = need({ Id: 'c', SerieId: '00000000-0000-4000-8000-0000000000c1' });
    expect([isSeries(a, [a, b, c]), isSeries(c, [a, b, c])]).toEqual([true, false]);
  });

  it('names codes from the register, and keeps a code the register no longer has', () => {
    expect(namesOf(['LYFT', 'GONE'], new Map([['LYFT', 'Lyftutbildning']]))).toEqual([
      'Lyftutbildning',
      'GONE',
    ]);
  });
});

describe('a repetition in words', () => {
  const text = (Veckor: number, Veckodagar: number[] = [], Slutdatum = '2026-11-30') =>
    repetitionText(t, 'sv', { Datum: '2026-11-02', Upprepning: { Veckor, Veckodagar, Slutdatum } });

  it('says once, weekly, every other week and every n weeks', () => {
    expect(text(0)).toBe('staffing.needs.repeat.once');
    expect(text(1)).toContain('"rule":"staffing.needs.repeat.weekly"');
    expect(text(2)).toContain('"rule":"staffing.needs.repeat.everyOther"');
    expect(text(3)).toContain('"rule":"staffing.needs.repeat.everyN {\\"n\\":3}"');
  });

  it('names the weekdays (the first day’s when none is chosen) and counts the days', () => {
    expect(text(1)).toContain('"days":"mån","end":"2026-11-30","n":5');
    expect(text(1, [3, 1])).toContain('"days":"mån, ons","end":"2026-11-30","n":9');
    expect(text(2, [1])).toContain('"n":3');
  });

  it('says only the rule while the end date is missing or before the first day', () => {
    expect(text(1, [], '')).toBe('staffing.needs.repeat.weekly');
    expect(text(1, [], '2026-11-01')).toBe('staffing.needs.repeat.weekly');
  });
});
