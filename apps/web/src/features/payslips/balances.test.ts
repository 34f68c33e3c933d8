import { describe, expect, it } from 'vitest';
import type { Saldo } from '@lonportal/domain/payslips/index';
import { columns, flexSeries, latestSaldo, otherBalances, vacationKinds, vacationSeries } from './balances';

const none = { Totalt: null, Uttagna: null, Kvar: null };
const saldo = (patch: Partial<Saldo> = {}): Saldo => ({
  Datum: '2026-11-25',
  FlexSaldo: 12.5,
  KompSaldo: null,
  TidbankTimmar: null,
  TidbankBelopp: null,
  Semester: {
    Betalda: { Totalt: 25, Uttagna: 7, Kvar: 18 },
    Obetalda: { Totalt: 0, Uttagna: 0, Kvar: 0 },
    Forskott: none,
    Sparade: { Totalt: 5, Uttagna: 0, Kvar: 5 },
  },
  SemLonTotalt: 14448,
  SemLonUtbetald: null,
  ...patch,
});

describe('the balances shown', () => {
  it('lists the vacation kinds with some day in them', () => {
    expect(vacationKinds(saldo()).map((k) => k.kind)).toEqual(['Betalda', 'Sparade']);
  });

  it('lists the other balances the payroll program gave, the time bank only where given', () => {
    expect(otherBalances(saldo()).map((b) => [b.field, b.value])).toEqual([
      ['FlexSaldo', 12.5],
      ['SemLonTotalt', 14448],
    ]);
    expect(otherBalances(saldo({ TidbankTimmar: 0, TidbankBelopp: 0 })).map((b) => b.field)).toContain(
      'TidbankTimmar',
    );
  });

  it('takes the latest of a list oldest first, and the series it gives', () => {
    const year = [
      saldo({ Datum: '2026-09-25', FlexSaldo: -3 }),
      saldo({ Datum: '2026-10-25', FlexSaldo: null }),
      saldo({ Datum: '2026-11-25' }),
    ];
    expect(latestSaldo(year)?.Datum).toBe('2026-11-25');
    expect(latestSaldo([])).toBeNull();
    expect(flexSeries(year)).toEqual([
      { Datum: '2026-09-25', value: -3 },
      { Datum: '2026-11-25', value: 12.5 },
    ]);
    expect(vacationSeries(year).map((p) => p.value)).toEqual([18, 18, 18]);
  });
});

describe("the chart's columns", () => {
  it('stand on the zero line at the bottom when every value is positive', () => {
    expect(columns([10, 5, 0])).toEqual({
      zero: 100,
      columns: [
        { top: 0, height: 100 },
        { top: 50, height: 50 },
        { top: 100, height: 0 },
      ],
    });
  });

  it('hang below the zero line for negative values', () => {
    expect(columns([6, -2])).toEqual({
      zero: 75,
      columns: [
        { top: 0, height: 75 },
        { top: 75, height: 25 },
      ],
    });
    expect(columns([-4, -1]).zero).toBe(0);
  });

  it('keep to the chart when every value is zero', () => {
    expect(columns([0, 0])).toEqual({
      zero: 0,
      columns: [
        { top: 0, height: 0 },
        { top: 0, height: 0 },
      ],
    });
  });
});
