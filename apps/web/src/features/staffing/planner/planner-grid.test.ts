import { describe, expect, it } from 'vitest';
import type { Behov } from '@lonportal/domain/staffing/needs';
import type { Planerbar, PlanPass } from '@lonportal/domain/staffing/planner';
import {
  dayCover,
  mostShiftsADay,
  needsOfDay,
  peakNeed,
  plannerModel,
  rowOffsets,
  shiftsOf,
  visibleRows,
} from './planner-grid';

const shift = (
  Id: string,
  AnstNr: string,
  Datum: string,
  StartTid: string,
  SlutTid: string,
  extra: Partial<PlanPass> = {},
): PlanPass => ({
  Id,
  AnstNr,
  Datum,
  StartTid,
  SlutTid,
  Typ: 'ARBETE',
  Bemuppgift: 'MORGON',
  Avdelning: '',
  BehovId: null,
  RastMinuter: 30,
  Kommentar: '',
  Publicerad: false,
  Version: 0,
  Varningar: [],
  ...extra,
});
const need = (
  Id: string,
  Datum: string,
  StartTid: string,
  SlutTid: string,
  Antal: number,
  Bemuppgift = 'MORGON',
): Behov => ({
  Id,
  SerieId: Id,
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
const person = (AnstNr: string, Franvaro: Planerbar['Franvaro'] = []): Planerbar => ({
  AnstNr,
  Namn: AnstNr,
  Avdelning: '',
  Kompetenser: [],
  Egenskaper: [],
  Franvaro,
  Minuter: 0,
});

describe('the grid: shifts by person and day', () => {
  const model = plannerModel(
    [
      shift('b', '1', '2026-11-02', '14:00', '20:00'),
      shift('a', '1', '2026-11-02', '06:00', '12:00'),
      shift('c', '2', '2026-11-03', '07:00', '15:00'),
    ],
    [person('1'), person('2', [{ Datum: '2026-11-02', Orsak: 'LEDIGHET' }]), person('3')],
  );
  it('puts each shift in its person’s day, by start', () => {
    expect(shiftsOf(model, '1', '2026-11-02').map((p) => p.Id)).toEqual(['a', 'b']);
    expect(shiftsOf(model, '2', '2026-11-03').map((p) => p.Id)).toEqual(['c']);
    expect(shiftsOf(model, '3', '2026-11-02')).toEqual([]);
  });
  it('knows each row’s busiest day and who is away when', () => {
    expect([mostShiftsADay(model, '1'), mostShiftsADay(model, '3')]).toEqual([2, 0]);
    expect(model.away.get('2')?.get('2026-11-02')).toBe('LEDIGHET');
  });
});

describe('need cover', () => {
  it('needs after one another share people; overlapping ones add up; touching ones do not', () => {
    expect(peakNeed([need('1', 'd', '07:00', '15:00', 2), need('2', 'd', '15:00', '22:00', 3)])).toBe(3);
    expect(peakNeed([need('1', 'd', '07:00', '15:00', 2), need('2', 'd', '12:00', '22:00', 3)])).toBe(5);
    expect(peakNeed([need('1', 'd', '22:00', '06:00', 1), need('2', 'd', '23:00', '24:00', 1)])).toBe(2);
  });
  it('counts people planned on the needed task per day, capped at the need; under-cover marked', () => {
    const behov = [
      need('n1', '2026-11-02', '07:00', '15:00', 3),
      need('n2', '2026-11-02', '07:00', '15:00', 1, 'KVALL'),
    ];
    const pass = [
      shift('a', '1', '2026-11-02', '07:00', '15:00'),
      shift('b', '2', '2026-11-02', '07:00', '11:00'),
      shift('c', '2', '2026-11-02', '11:00', '15:00'),
      shift('d', '3', '2026-11-02', '07:00', '15:00', { Bemuppgift: 'KVALL' }),
      shift('e', '4', '2026-11-02', '07:00', '15:00', { Bemuppgift: 'KVALL' }),
      shift('f', '5', '2026-11-03', '07:00', '15:00'),
    ];
    const days = ['2026-11-02', '2026-11-03'];
    expect(dayCover(days, behov, pass, 'MORGON')).toEqual([
      { Datum: '2026-11-02', needed: 3, planned: 2, under: true },
      { Datum: '2026-11-03', needed: 0, planned: 0, under: false },
    ]);
    expect(dayCover(days, behov, pass)[0]).toEqual({
      Datum: '2026-11-02',
      needed: 4,
      planned: 3,
      under: true,
    });
  });
  it('a day’s needs with the places their shifts fill', () => {
    const behov = [
      need('n2', '2026-11-02', '15:00', '22:00', 2),
      need('n1', '2026-11-02', '07:00', '15:00', 2),
    ];
    const pass = [shift('a', '1', '2026-11-02', '07:00', '15:00', { BehovId: 'n1' })];
    expect(needsOfDay('2026-11-02', behov, pass).map((o) => [o.need.Id, o.filled])).toEqual([
      ['n1', 1],
      ['n2', 0],
    ]);
  });
});

describe('the rows a scrolled window shows', () => {
  const offsets = rowOffsets(Array.from({ length: 500 }, (_, i) => (i % 10 === 0 ? 80 : 40)));
  it('adds the heights up', () => {
    expect(offsets.slice(0, 4)).toEqual([0, 80, 120, 160]);
    expect(offsets.at(-1)).toBe(50 * 80 + 450 * 40);
  });
  it('shows the rows in view and a few either side, never past the ends', () => {
    expect(visibleRows(offsets, 0, 400, 2)).toEqual({ start: 0, end: 12 });
    expect(visibleRows(offsets, 1000, 400, 2)).toEqual({ start: 20, end: 34 });
    expect(visibleRows(offsets, 21_600, 400, 2)).toEqual({ start: 488, end: 500 });
  });
});
