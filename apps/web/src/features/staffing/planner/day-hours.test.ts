import { describe, expect, it } from 'vitest';
import type { Behov } from '@lonportal/domain/staffing/needs';
import type { PlanPass } from '@lonportal/domain/staffing/planner';
import { barOf, hourCover, hoursOf, neededTasks, parseHourRange, spanOf } from './day-hours';

const DAY = '2026-12-07';
const need = (StartTid: string, SlutTid: string, Antal = 1, Bemuppgift = 'VARD', Datum = DAY): Behov => ({
  Id: `${Bemuppgift}${StartTid}${SlutTid}${Datum}`,
  SerieId: 'serie',
  Bemuppgift,
  Avdelning: '',
  Datum,
  StartTid,
  SlutTid,
  Antal,
  Kompetenser: [],
  Egenskaper: [],
  Version: 0,
});
const pass = (
  AnstNr: string,
  StartTid: string,
  SlutTid: string,
  Bemuppgift = 'VARD',
  Datum = DAY,
): PlanPass => ({
  Id: `${AnstNr}${StartTid}${Datum}`,
  AnstNr,
  Datum,
  StartTid,
  SlutTid,
  Typ: 'ARBETE',
  Bemuppgift,
  Avdelning: '',
  BehovId: null,
  RastMinuter: 0,
  Kommentar: '',
  Publicerad: false,
  Version: 0,
  Varningar: [],
});
/** The cover as [hour, needed, planned, under] for short tables. */
const cover = (range: string, behov: Behov[], shifts: PlanPass[], task = 'VARD') =>
  hourCover(DAY, task, parseHourRange(range), behov, shifts).map((c) => [
    c.hour,
    c.needed,
    c.planned,
    c.under,
  ]);

describe('the hour range (SPEC §9: 6 to 18 by default)', () => {
  it.each([
    [null, { Fran: 6, Till: 18 }],
    ['7-15', { Fran: 7, Till: 15 }],
    ['0-24', { Fran: 0, Till: 24 }],
    ['18-6', { Fran: 6, Till: 18 }],
    ['5-25', { Fran: 6, Till: 18 }],
    ['9-9', { Fran: 6, Till: 18 }],
    ['x', { Fran: 6, Till: 18 }],
  ])('%s is %o', (text, range) => expect(parseHourRange(text)).toEqual(range));
  it('has an hour per column, each by its first hour', () => {
    expect(hoursOf({ Fran: 6, Till: 18 })).toHaveLength(12);
    expect(hoursOf({ Fran: 22, Till: 24 })).toEqual([22, 23]);
  });
  it('reads 24:00, and a need ending at or before its start, as midnight', () => {
    expect(spanOf({ StartTid: '22:00', SlutTid: '24:00' })).toEqual([1320, 1440]);
    expect(spanOf({ StartTid: '22:00', SlutTid: '00:00' })).toEqual([1320, 1440]);
  });
});

describe('cover per hour', () => {
  it('counts the needs of the hour against the people on the task; other tasks and days do not count', () => {
    const behov = [need('07:00', '15:00', 2), need('10:00', '12:00'), need('07:00', '09:00', 1, 'KOK')];
    const shifts = [
      pass('1', '07:00', '15:00'),
      pass('2', '08:00', '12:00'),
      pass('3', '07:00', '09:00', 'KOK'),
      pass('4', '07:00', '15:00', 'VARD', '2026-12-08'),
    ];
    expect(cover('6-13', behov, shifts)).toEqual([
      [6, 0, 0, false],
      [7, 2, 1, true],
      [8, 2, 2, false],
      [9, 2, 2, false],
      [10, 3, 2, true],
      [11, 3, 2, true],
      [12, 2, 1, true],
    ]);
    expect(cover('7-9', behov, shifts, 'KOK')).toEqual([
      [7, 1, 1, false],
      [8, 1, 1, false],
    ]);
  });
  it('shows a gap of half an hour as under-cover, and a person with two shifts once', () => {
    const shifts = [pass('1', '07:30', '10:00'), pass('1', '10:00', '11:00'), pass('2', '09:00', '09:30')];
    expect(cover('7-11', [need('07:00', '11:00')], shifts)).toEqual([
      [7, 1, 0, true],
      [8, 1, 1, false],
      [9, 1, 1, false],
      [10, 1, 1, false],
    ]);
  });
  it('covers the last hour with a shift ending 24:00', () => {
    const behov = [need('18:00', '00:00')];
    expect(cover('20-24', behov, [pass('1', '18:00', '24:00')])).toEqual([
      [20, 1, 1, false],
      [21, 1, 1, false],
      [22, 1, 1, false],
      [23, 1, 1, false],
    ]);
    expect(cover('22-24', behov, [pass('1', '18:00', '23:00')])).toEqual([
      [22, 1, 1, false],
      [23, 1, 0, true],
    ]);
  });
  it('counts only the hours of a need inside the range', () => {
    const behov = [need('04:00', '07:00'), need('17:00', '20:00')];
    expect(cover('6-18', behov, []).filter(([, needed]) => needed)).toEqual([
      [6, 1, 0, true],
      [17, 1, 0, true],
    ]);
  });
  it('lists the tasks needed that day, or the filtered one', () => {
    const behov = [
      need('07:00', '15:00', 1, 'VARD'),
      need('07:00', '09:00', 1, 'KOK'),
      need('07:00', '09:00', 1, 'X', '2026-12-08'),
    ];
    expect(neededTasks(DAY, behov)).toEqual(['KOK', 'VARD']);
    expect(neededTasks(DAY, behov, 'VARD')).toEqual(['VARD']);
  });
});

describe('a shift’s bar across the hours', () => {
  const range = { Fran: 6, Till: 18 };
  it.each([
    ['07:00', '15:00', { left: 1, width: 8, before: false, after: false }],
    ['05:00', '07:30', { left: 0, width: 1.5, before: true, after: false }],
    ['16:00', '24:00', { left: 10, width: 2, before: false, after: true }],
    ['18:00', '24:00', null],
    ['00:00', '06:00', null],
  ])('%s–%s', (StartTid, SlutTid, bar) => expect(barOf({ StartTid, SlutTid }, range)).toEqual(bar));
});
