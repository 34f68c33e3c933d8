import { describe, expect, it } from 'vitest';
import type { PlanPass } from '@lonportal/domain/staffing/planner';
import {
  atWork,
  barPercent,
  chartMax,
  conflictsInOrder,
  coverByDay,
  isUnder,
  plannerWeekPath,
  type Tackning,
} from './cover';

const row = (over: Partial<Tackning>): Tackning => ({
  Datum: '2026-11-02',
  Bemuppgift: 'DAG',
  Behov: 2,
  Planerat: 2,
  Franvarande: 0,
  BehovTimmar: 16,
  PlaneratTimmar: 16,
  ...over,
});

const shift = (over: Partial<PlanPass>): PlanPass => ({
  Id: '00000000-0000-4000-8000-000000000001',
  AnstNr: '1',
  Datum: '2026-11-02',
  StartTid: '07:00',
  SlutTid: '15:00',
  Typ: 'ARBETE',
  Bemuppgift: 'DAG',
  Avdelning: '',
  BehovId: null,
  RastMinuter: 30,
  Kommentar: '',
  Publicerad: false,
  Version: 0,
  Varningar: [{ Typ: 'KOMPETENS', Kod: 'X' }],
  ...over,
});

describe('cover per day and task', () => {
  it('counts the planned who are not away, and is short when they are fewer than the need', () => {
    expect(atWork(row({ Planerat: 2, Franvarande: 1 }))).toBe(1);
    expect(isUnder(row({ Planerat: 2, Franvarande: 1 }))).toBe(true);
    expect(isUnder(row({ Planerat: 3, Franvarande: 1 }))).toBe(false);
    expect(isUnder(row({ Behov: 0, Planerat: 0 }))).toBe(false);
  });

  it('groups by day in order, the tasks in the given order, and marks a day with any task short', () => {
    const days = coverByDay(
      [
        row({ Datum: '2026-11-03', Bemuppgift: 'NATT' }),
        row({ Bemuppgift: 'NATT', Planerat: 1 }),
        row({ Bemuppgift: 'DAG' }),
      ],
      (a, b) => a.localeCompare(b),
    );
    expect(days.map((d) => [d.Datum, d.rows.map((r) => r.Bemuppgift), d.under])).toEqual([
      ['2026-11-02', ['DAG', 'NATT'], true],
      ['2026-11-03', ['NATT'], false],
    ]);
  });

  it('scales the bars to the longest, within 0–100 %', () => {
    const rows = [row({ BehovTimmar: 24, PlaneratTimmar: 8 }), row({ BehovTimmar: 0, PlaneratTimmar: 0 })];
    expect(chartMax(rows)).toBe(24);
    expect(chartMax([])).toBe(1);
    expect([barPercent(8, 24), barPercent(30, 24), barPercent(-1, 24)]).toEqual([33.3, 100, 0]);
  });
});

describe('the conflicts', () => {
  it('keeps the shifts with warnings, by day, start and person', () => {
    const list = conflictsInOrder([
      shift({ Id: 'b', Datum: '2026-11-03' }),
      shift({ Id: 'none', Varningar: [] }),
      shift({ Id: 'a2', AnstNr: '2' }),
      shift({ Id: 'a1', AnstNr: '1' }),
      shift({ Id: 'a0', StartTid: '06:00', AnstNr: '9' }),
    ]);
    expect(list.map((s) => s.Id)).toEqual(['a0', 'a1', 'a2', 'b']);
  });

  it('links to the planner’s week of the day, with the filters', () => {
    expect(plannerWeekPath('2026-11-05', { Avdelning: 'A1', Bemuppgift: '' })).toBe(
      '/bemanna/planering?vy=week&datum=2026-11-02&avdelning=A1',
    );
    expect(plannerWeekPath('2026-11-02', { Avdelning: '', Bemuppgift: 'NATT' })).toBe(
      '/bemanna/planering?vy=week&datum=2026-11-02&uppgift=NATT',
    );
  });
});
