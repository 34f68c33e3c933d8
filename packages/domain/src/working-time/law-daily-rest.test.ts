import { describe, expect, it } from 'vitest';
import { arbetstidsRegler } from './agreements';
import { arbetstidsvarningar } from './law';
import { ATL, at, daily, only, PAN, pass, VARD } from './law-test-kit';

// DOMAIN §4 and §14: 13 § daily rest, and the agreements' averaging with its rest debt.

describe('13 § dygnsvila', () => {
  it('allows exactly 11 hours off between an end at 22:00 and a start at 09:00', () => {
    const shifts = [pass('2026-11-02', '14:00', '22:00'), pass('2026-11-03', '09:00', '17:00')];
    expect(only(arbetstidsvarningar(shifts, ATL), 'DYGNSVILA')).toEqual([]);
  });

  it('flags a minute less, names the rest found and suggests the start that gives 11 hours', () => {
    const shifts = [pass('2026-11-02', '14:00', '22:01'), pass('2026-11-03', '09:00', '17:00')];
    expect(only(arbetstidsvarningar(shifts, ATL), 'DYGNSVILA')).toEqual([
      {
        Regel: 'DYGNSVILA',
        Niva: 'BROTT',
        Fran: at('2026-11-02', '22:01'),
        Till: at('2026-11-03', '09:00'),
        Minuter: 10 * 60 + 59,
        Krav: 11 * 60,
        Pass: [1],
        Forslag: { Start: at('2026-11-03', '09:01') },
        Vilskuld: null,
      },
    ]);
  });

  it('does not flag a day split around lunch: the night before holds the rest', () => {
    const shifts = [
      pass('2026-11-02', '08:00', '12:00'),
      pass('2026-11-02', '13:00', '17:00'),
      pass('2026-11-03', '08:00', '17:00'),
    ];
    expect(only(arbetstidsvarningar(shifts, ATL), 'DYGNSVILA')).toEqual([]);
  });

  it('reads a night split at midnight as one work period, and measures the rest from its real end', () => {
    // 22–24 and 00–06 are one night; a start at 14:00 the same day leaves 8 hours.
    const shifts = [
      pass('2026-11-02', '22:00', '24:00'),
      pass('2026-11-03', '00:00', '06:00'),
      pass('2026-11-03', '14:00', '20:00'),
    ];
    const [w] = only(arbetstidsvarningar(shifts, ATL), 'DYGNSVILA');
    expect(w).toMatchObject({ Minuter: 8 * 60, Pass: [2], Fran: at('2026-11-03', '06:00') });
    // The next night at 22:00 instead leaves 16 hours: no warning.
    const nights = [...shifts.slice(0, 2), pass('2026-11-03', '22:00', '24:00')];
    expect(only(arbetstidsvarningar(nights, ATL), 'DYGNSVILA')).toEqual([]);
  });

  it('flags a 24-hour shift under the law: its own 24 hours hold no rest', () => {
    // And a 15-hour day leaves 9 hours of its own 24.
    const long = [pass('2026-11-02', '07:00', '22:00')];
    expect(only(arbetstidsvarningar(long, ATL), 'DYGNSVILA')).toEqual([
      expect.objectContaining({ Minuter: 9 * 60, Pass: [0], Forslag: null }),
    ]);
    const shifts = [pass('2026-11-02', '08:00', '24:00'), pass('2026-11-03', '00:00', '08:00')];
    expect(only(arbetstidsvarningar(shifts, ATL), 'DYGNSVILA')).toEqual([
      expect.objectContaining({ Niva: 'BROTT', Minuter: 0, Krav: 660, Pass: [0, 1], Forslag: null }),
    ]);
  });

  it('makes a 24-hour shift a rest debt under PAN, paid by a long rest within 14 days', () => {
    const shifts = [
      pass('2026-11-02', '08:00', '24:00'),
      pass('2026-11-03', '00:00', '08:00'),
      // 33 hours off: 22 beyond the 11, paying the 11 owed.
      pass('2026-11-04', '17:00', '20:00'),
      ...daily('2026-11-05', 20, '08:00', '16:00'),
    ];
    const rest = only(arbetstidsvarningar(shifts, PAN), 'DYGNSVILA');
    expect(rest).toEqual([
      expect.objectContaining({
        Niva: 'SKULD',
        Minuter: 0,
        Vilskuld: { Minuter: 660, Senast: '2026-11-16' },
      }),
    ]);
  });

  it('allows 9 hours under the Vårdföretagarna agreement as a debt, and refuses less', () => {
    const nine = [pass('2026-11-02', '14:00', '22:00'), pass('2026-11-03', '07:00', '15:00')];
    expect(only(arbetstidsvarningar(nine, VARD), 'DYGNSVILA')).toEqual([
      expect.objectContaining({
        Niva: 'SKULD',
        Minuter: 540,
        Krav: 660,
        Vilskuld: { Minuter: 120, Senast: '2026-11-17' },
      }),
    ]);
    const under = [pass('2026-11-02', '14:00', '22:01'), pass('2026-11-03', '07:00', '15:00')];
    expect(only(arbetstidsvarningar(under, VARD), 'DYGNSVILA')).toEqual([
      expect.objectContaining({ Niva: 'BROTT', Minuter: 539, Krav: 540 }),
    ]);
  });

  it('breaks the rule when a debt is not made up within the 14 days', () => {
    // 9 hours, then exactly 11 hours off every night: nothing beyond the 11 pays the 2 owed.
    const shifts = [
      pass('2026-11-02', '14:00', '22:00'),
      pass('2026-11-03', '07:00', '20:00'),
      ...daily('2026-11-04', 16, '07:00', '20:00'),
    ];
    const rest = only(arbetstidsvarningar(shifts, VARD), 'DYGNSVILA');
    expect(rest.map((w) => [w.Niva, w.Vilskuld])).toEqual([
      ['SKULD', { Minuter: 120, Senast: '2026-11-17' }],
      ['BROTT', { Minuter: 120, Senast: '2026-11-17' }],
    ]);
  });

  it('counts a debt paid by a longer rest the next day', () => {
    const shifts = [
      pass('2026-11-02', '14:00', '22:00'),
      pass('2026-11-03', '07:00', '15:00'),
      // 15 hours off: 4 beyond the 11.
      pass('2026-11-04', '06:00', '14:00'),
      ...daily('2026-11-05', 16, '06:00', '14:00'),
    ];
    const rest = only(arbetstidsvarningar(shifts, VARD), 'DYGNSVILA');
    expect(rest.map((w) => w.Niva)).toEqual(['SKULD']);
  });

  it('measures real time over the night the clocks go forward (11 hours on the wall are 10)', () => {
    const shifts = [pass('2026-03-28', '14:00', '22:00'), pass('2026-03-29', '09:00', '17:00')];
    expect(only(arbetstidsvarningar(shifts, ATL), 'DYGNSVILA')).toEqual([
      expect.objectContaining({ Minuter: 600, Forslag: { Start: at('2026-03-29', '10:00') } }),
    ]);
  });

  it('measures real time over the night the clocks go back (10 hours on the wall are 11)', () => {
    const shifts = [pass('2026-10-24', '15:00', '23:00'), pass('2026-10-25', '09:00', '17:00')];
    expect(only(arbetstidsvarningar(shifts, ATL), 'DYGNSVILA')).toEqual([]);
  });

  it('reads beredskap as rest and jour as work', () => {
    const onCall = [
      pass('2026-11-02', '07:00', '16:00'),
      pass('2026-11-02', '16:00', '24:00', 'BEREDSKAP'),
      pass('2026-11-03', '00:00', '07:00', 'BEREDSKAP'),
      pass('2026-11-03', '07:00', '16:00'),
    ];
    expect(only(arbetstidsvarningar(onCall, ATL), 'DYGNSVILA')).toEqual([]);
    // Jour until 20:00 and a start at 05:00 leave 9 hours.
    const jour = [
      pass('2026-11-02', '07:00', '16:00'),
      pass('2026-11-02', '16:00', '20:00', 'JOUR'),
      pass('2026-11-03', '05:00', '12:00'),
    ];
    expect(only(arbetstidsvarningar(jour, ATL), 'DYGNSVILA')).toEqual([
      expect.objectContaining({ Minuter: 9 * 60, Pass: [2] }),
    ]);
  });
});

describe('the agreements’ averaging', () => {
  it('lets Fremia make up a 9-hour rest within half a year', () => {
    const fremia = arbetstidsRegler({ Avtal: 'FREMIA' });
    const shifts = [pass('2026-11-02', '14:00', '22:00'), pass('2026-11-03', '07:00', '15:00')];
    expect(only(arbetstidsvarningar(shifts, fremia), 'DYGNSVILA')).toEqual([
      expect.objectContaining({ Niva: 'SKULD', Vilskuld: { Minuter: 120, Senast: '2027-05-04' } }),
    ]);
  });

  it('breaks PAN’s rule when a 24-hour shift’s rest is not made up within 14 days', () => {
    const shifts = [
      pass('2026-11-02', '08:00', '24:00'),
      pass('2026-11-03', '00:00', '08:00'),
      // Exactly 11 hours off every night after it: nothing beyond the 11 pays the 11 owed.
      ...daily('2026-11-03', 16, '19:00', '24:00'),
      ...daily('2026-11-04', 16, '00:00', '08:00'),
    ];
    const rest = only(arbetstidsvarningar(shifts, PAN), 'DYGNSVILA');
    expect(rest.map((w) => [w.Niva, w.Vilskuld?.Minuter])).toEqual([
      ['SKULD', 660],
      ['BROTT', 660],
    ]);
  });

  it('pays the oldest debt first', () => {
    // Two 9-hour rests (2 hours owed each), then a 13-hour rest that pays the first, then exactly
    // 11 hours every night: the second is not paid by its day.
    const shifts = [
      pass('2026-11-02', '14:00', '22:00'),
      pass('2026-11-03', '07:00', '22:00'),
      pass('2026-11-04', '07:00', '15:00'),
      ...daily('2026-11-05', 20, '04:00', '17:00'),
    ];
    const rest = only(arbetstidsvarningar(shifts, VARD), 'DYGNSVILA');
    expect(rest.map((w) => [w.Niva, w.Pass])).toEqual([
      ['SKULD', [1]],
      ['SKULD', [2]],
      ['BROTT', [2]],
    ]);
  });
});
