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

// ADR 0030: 13 § read per dygn from the dygnsbryt (DOMAIN §4), where the agreement or company says so.
const perDygn = (dygnsbryt: string, avtal: 'ATL' | 'VARDFORETAGARNA_PA' = 'ATL') =>
  arbetstidsRegler({ Avtal: avtal, Dygnsbryt: dygnsbryt, DygnsvilaPer: 'DYGN' });

describe('13 § per dygn from the dygnsbryt', () => {
  it('reads the 24 hours before each start by default, and Fremia’s dygn from 15:00', () => {
    expect(ATL).toMatchObject({ dygnsvilaPer: 'LOPANDE', dygnsbryt: '00:00' });
    expect(arbetstidsRegler({ Avtal: 'FREMIA' })).toMatchObject({ dygnsvilaPer: 'DYGN', dygnsbryt: '15:00' });
    // What the company sets is its own; what it leaves out is the preset's.
    expect(arbetstidsRegler({ Avtal: 'FREMIA', Dygnsbryt: '07:00' })).toMatchObject({
      dygnsvilaPer: 'DYGN',
      dygnsbryt: '07:00',
    });
    expect(arbetstidsRegler({ Avtal: 'FREMIA', DygnsvilaPer: 'LOPANDE' })).toMatchObject({
      dygnsvilaPer: 'LOPANDE',
      dygnsbryt: '15:00',
    });
  });

  it('does not flag 9 hours between two days when each dygn holds 11 hours of its own', () => {
    // 22:00 to 07:00 is 9 hours; the dygn of Monday holds 00–14, Tuesday's 12–24.
    const shifts = [pass('2026-11-02', '14:00', '22:00'), pass('2026-11-03', '07:00', '12:00')];
    expect(only(arbetstidsvarningar(shifts, ATL), 'DYGNSVILA')).toEqual([
      expect.objectContaining({ Minuter: 9 * 60, Pass: [1] }),
    ]);
    expect(only(arbetstidsvarningar(shifts, perDygn('00:00')), 'DYGNSVILA')).toEqual([]);
  });

  it('flags a night worker’s day rest that a 15:00 dygnsbryt cuts in two, which midnight keeps whole', () => {
    // 15 hours off from 07:00 to 22:00: enough in every 24 hours, and in a dygn from 00:00; a dygn
    // from 15:00 holds 15–22 and 07–15 of it, 8 hours at most.
    const nights = [
      pass('2026-11-02', '22:00', '24:00'),
      pass('2026-11-03', '00:00', '07:00'),
      pass('2026-11-03', '22:00', '24:00'),
      pass('2026-11-04', '00:00', '07:00'),
    ];
    expect(only(arbetstidsvarningar(nights, ATL), 'DYGNSVILA')).toEqual([]);
    expect(only(arbetstidsvarningar(nights, perDygn('00:00')), 'DYGNSVILA')).toEqual([]);
    expect(only(arbetstidsvarningar(nights, perDygn('15:00')), 'DYGNSVILA')).toEqual([
      {
        Regel: 'DYGNSVILA',
        Niva: 'BROTT',
        Fran: at('2026-11-02', '15:00'),
        Till: at('2026-11-03', '15:00'),
        Minuter: 8 * 60,
        Krav: 11 * 60,
        Pass: [0, 1],
        // The longest rest ends with the dygn: no later start mends it.
        Forslag: null,
        Vilskuld: null,
      },
      expect.objectContaining({ Fran: at('2026-11-03', '15:00'), Minuter: 8 * 60, Pass: [2, 3] }),
    ]);
  });

  it('counts only the rest inside the dygn, and suggests the start that gives it 11 hours', () => {
    // 23:00 to 09:00 is 10 hours, of which Tuesday's dygn from 00:00 holds 9.
    const shifts = [pass('2026-11-02', '15:00', '23:00'), pass('2026-11-03', '09:00', '16:00')];
    expect(only(arbetstidsvarningar(shifts, ATL), 'DYGNSVILA')).toEqual([
      expect.objectContaining({ Minuter: 10 * 60, Forslag: { Start: at('2026-11-03', '10:00') } }),
    ]);
    expect(only(arbetstidsvarningar(shifts, perDygn('00:00')), 'DYGNSVILA')).toEqual([
      {
        Regel: 'DYGNSVILA',
        Niva: 'BROTT',
        Fran: at('2026-11-03', '00:00'),
        Till: at('2026-11-04', '00:00'),
        Minuter: 9 * 60,
        Krav: 11 * 60,
        Pass: [1],
        Forslag: { Start: at('2026-11-03', '11:00') },
        Vilskuld: null,
      },
    ]);
  });

  it('gives Fremia’s 9-hour rest as a debt of the dygn from 15:00', () => {
    const shifts = [pass('2026-11-02', '14:00', '22:00'), pass('2026-11-03', '07:00', '15:00')];
    expect(only(arbetstidsvarningar(shifts, arbetstidsRegler({ Avtal: 'FREMIA' })), 'DYGNSVILA')).toEqual([
      {
        Regel: 'DYGNSVILA',
        Niva: 'SKULD',
        Fran: at('2026-11-02', '15:00'),
        Till: at('2026-11-03', '15:00'),
        Minuter: 9 * 60,
        Krav: 11 * 60,
        Pass: [0, 1],
        Forslag: { Start: at('2026-11-03', '09:00') },
        // Half a year from the dygn's last day.
        Vilskuld: { Minuter: 120, Senast: '2027-05-04' },
      },
    ]);
  });

  it('measures the 23-hour dygn the clocks go forward in (00–11 on the wall is 10 hours)', () => {
    const shifts = [pass('2026-03-28', '11:00', '20:00'), pass('2026-03-29', '11:00', '20:00')];
    expect(only(arbetstidsvarningar(shifts, perDygn('00:00')), 'DYGNSVILA')).toEqual([
      expect.objectContaining({
        Fran: at('2026-03-29', '00:00'),
        Till: at('2026-03-30', '00:00'),
        Minuter: 600,
        Pass: [1],
        // 11 real hours after midnight is 12:00 on the wall.
        Forslag: { Start: at('2026-03-29', '12:00') },
      }),
    ]);
  });

  it('measures the 25-hour dygn the clocks go back in (00–10 on the wall is 11 hours)', () => {
    const shifts = [pass('2026-10-24', '10:00', '20:00'), pass('2026-10-25', '10:00', '20:00')];
    expect(only(arbetstidsvarningar(shifts, perDygn('00:00')), 'DYGNSVILA')).toEqual([
      expect.objectContaining({
        Fran: at('2026-10-24', '00:00'),
        Till: at('2026-10-25', '00:00'),
        Minuter: 600,
      }),
    ]);
  });

  it('averages per dygn: a 9-hour dygn is a debt, broken when no later dygn pays it within 14 days', () => {
    // Dygns from 20:00: Monday's work until 22:00 and Tuesday's from 07:00 leave 9 hours in the dygn
    // from Monday 20:00; after it, exactly 11 hours in every dygn pay nothing.
    const shifts = [
      pass('2026-11-02', '07:00', '22:00'),
      pass('2026-11-03', '07:00', '20:00'),
      ...daily('2026-11-04', 16, '07:00', '20:00'),
    ];
    const rest = only(arbetstidsvarningar(shifts, perDygn('20:00', 'VARDFORETAGARNA_PA')), 'DYGNSVILA');
    expect(rest.map((w) => [w.Niva, w.Fran, w.Vilskuld])).toEqual([
      ['SKULD', at('2026-11-02', '20:00'), { Minuter: 120, Senast: '2026-11-17' }],
      ['BROTT', at('2026-11-02', '20:00'), { Minuter: 120, Senast: '2026-11-17' }],
    ]);
  });

  it('averages per dygn: a dygn without work is rest that pays the debt', () => {
    const shifts = [
      pass('2026-11-02', '07:00', '22:00'),
      pass('2026-11-03', '07:00', '20:00'),
      // Wednesday off: the dygn from Tuesday 20:00 is all rest.
      ...daily('2026-11-05', 16, '07:00', '20:00'),
    ];
    const rest = only(arbetstidsvarningar(shifts, perDygn('20:00', 'VARDFORETAGARNA_PA')), 'DYGNSVILA');
    expect(rest.map((w) => w.Niva)).toEqual(['SKULD']);
    // Below the 9 hours the agreement allows, the dygn breaks the rule.
    const under = [pass('2026-11-02', '07:00', '22:01'), pass('2026-11-03', '07:00', '20:00')];
    expect(only(arbetstidsvarningar(under, perDygn('20:00', 'VARDFORETAGARNA_PA')), 'DYGNSVILA')).toEqual([
      expect.objectContaining({ Niva: 'BROTT', Minuter: 539, Krav: 540, Vilskuld: null }),
    ]);
  });
});
