import { describe, expect, it } from 'vitest';
import { addDays, stockholmInstant } from '../dates';
import { ArbetstidsvalSchema, arbetstidsRegler, AVTAL, AVTAL_REGLER } from './agreements';
import { arbetstidsvarningar } from './law';
import { ATL, at, daily, only, pass, VARD } from './law-test-kit';
import type { Arbetspass, PassTyp } from './schemas';

// DOMAIN §4 and §14: 14 §, 15 §, 5 §, 10 a §, one person's shifts together, the period asked about
// and the presets.

describe('14 § veckovila', () => {
  it('finds the weekend of a five-day week', () => {
    expect(only(arbetstidsvarningar(daily('2026-11-02', 5, '07:00', '16:00'), ATL), 'VECKOVILA')).toEqual([]);
  });

  it('flags a week worked every day, with the longest rest found', () => {
    const shifts = daily('2026-11-02', 7, '07:00', '16:00');
    expect(only(arbetstidsvarningar(shifts, ATL), 'VECKOVILA')).toEqual([
      expect.objectContaining({
        Niva: 'BROTT',
        Fran: at('2026-11-02', '00:00'),
        Till: at('2026-11-09', '00:00'),
        Minuter: 15 * 60,
        Krav: 36 * 60,
        Pass: [0, 1, 2, 3, 4, 5, 6],
      }),
    ]);
  });

  it('allows exactly 36 hours within the period, and flags a minute less', () => {
    // Saturday ends at 12:00 and the period ends on Monday at 00:00: 36 hours.
    const exact = daily('2026-11-02', 6, '08:00', '12:00');
    expect(only(arbetstidsvarningar(exact, ATL), 'VECKOVILA')).toEqual([]);
    const short = [...daily('2026-11-02', 5, '08:00', '12:00'), pass('2026-11-07', '08:00', '12:01')];
    expect(only(arbetstidsvarningar(short, ATL), 'VECKOVILA')).toEqual([
      expect.objectContaining({ Minuter: 36 * 60 - 1 }),
    ]);
  });

  it('does not count beredskap as weekly rest', () => {
    const week = daily('2026-11-02', 5, '07:00', '16:00');
    const onCall = [...week, ...daily('2026-11-07', 2, '00:00', '24:00', 'BEREDSKAP')];
    expect(only(arbetstidsvarningar(onCall, ATL), 'VECKOVILA')).toEqual([
      expect.objectContaining({ Minuter: 15 * 60 }),
    ]);
  });

  it('starts the 7-day periods at the company’s dygnsbryt on Monday', () => {
    const regler = arbetstidsRegler({ Dygnsbryt: '07:00' });
    const shifts = daily('2026-11-02', 7, '08:00', '16:00');
    const [w] = only(arbetstidsvarningar(shifts, regler), 'VECKOVILA');
    expect(w).toMatchObject({ Fran: at('2026-11-02', '07:00'), Till: at('2026-11-09', '07:00') });
  });
});

describe('15 § rast', () => {
  it('allows exactly 5 hours in a row and flags a minute more', () => {
    expect(only(arbetstidsvarningar([pass('2026-11-02', '08:00', '13:00')], ATL), 'RAST')).toEqual([]);
    expect(only(arbetstidsvarningar([pass('2026-11-02', '08:00', '13:01')], ATL), 'RAST')).toEqual([
      expect.objectContaining({ Minuter: 301, Krav: 300, Pass: [0], Fran: at('2026-11-02', '08:00') }),
    ]);
  });

  it('gives a shift with a rast whose place is not recorded the benefit of the doubt', () => {
    expect(
      only(arbetstidsvarningar([pass('2026-11-02', '08:00', '17:00', 'ARBETE', 60)], ATL), 'RAST'),
    ).toEqual([]);
  });

  it('joins shifts with a stop shorter than a rast, and leaves jour out', () => {
    const joinedUp = [pass('2026-11-02', '08:00', '11:00'), pass('2026-11-02', '11:15', '14:00')];
    expect(only(arbetstidsvarningar(joinedUp, ATL), 'RAST')).toEqual([
      expect.objectContaining({ Minuter: 360, Pass: [1] }),
    ]);
    expect(only(arbetstidsvarningar([pass('2026-11-02', '16:00', '23:00', 'JOUR')], ATL), 'RAST')).toEqual(
      [],
    );
  });
});

describe('5 § veckoarbetstid', () => {
  it('allows exactly 40 hours a week, and flags a minute more', () => {
    const forty = daily('2026-11-02', 5, '08:00', '16:00');
    expect(only(arbetstidsvarningar(forty, ATL), 'VECKOARBETSTID')).toEqual([]);
    const more = [...forty.slice(0, 4), pass('2026-11-06', '08:00', '16:01')];
    expect(only(arbetstidsvarningar(more, ATL), 'VECKOARBETSTID')).toEqual([
      expect.objectContaining({
        Minuter: 2401,
        Krav: 2400,
        Fran: at('2026-11-02', '00:00'),
        Pass: [0, 1, 2, 3, 4],
      }),
    ]);
  });

  it('takes the rasts off and leaves jour out (ATL 6 §)', () => {
    const week = daily('2026-11-02', 5, '08:00', '17:00', 'ARBETE', 60);
    const jour = daily('2026-11-02', 5, '17:00', '19:00', 'JOUR');
    expect(only(arbetstidsvarningar([...week, ...jour], ATL), 'VECKOARBETSTID')).toEqual([]);
  });

  it('averages over the weeks the company chose', () => {
    // 45 hours, then 35 hours: weeks 2026-11-02 and 11-09 are one block of two from 2024-01-01.
    const shifts = [...daily('2026-11-02', 5, '07:00', '16:00'), ...daily('2026-11-09', 5, '08:00', '15:00')];
    expect(only(arbetstidsvarningar(shifts, ATL), 'VECKOARBETSTID')).toHaveLength(1);
    const two = arbetstidsRegler({ SnittVeckor: 2 });
    expect(only(arbetstidsvarningar(shifts, two), 'VECKOARBETSTID')).toEqual([]);
  });

  it('counts the real hours of a week with the autumn clock change', () => {
    // Six nights of 22–06 Monday to Sunday 2026-10-19–25; the last night has 9 real hours.
    const nights = Array.from({ length: 6 }, (_, i) => {
      const day = addDays('2026-10-19', i);
      return [pass(day, '22:00', '24:00'), pass(addDays(day, 1), '00:00', '06:00')];
    }).flat();
    const [w] = only(arbetstidsvarningar(nights, ATL), 'VECKOARBETSTID');
    // Five nights of 8 hours, and the sixth of 9 (Sunday's 00:00–06:00 is 7 real hours).
    expect(w).toMatchObject({ Fran: at('2026-10-19', '00:00'), Minuter: (5 * 8 + 9) * 60 });
  });
});

describe('10 a § sammanlagd arbetstid', () => {
  const weekdays = (from: string, to: string, start: string, end: string, typ: PassTyp = 'ARBETE') => {
    const out: Arbetspass[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const weekday = (new Date(`${d}T12:00:00Z`).getUTCDay() + 6) % 7;
      if (weekday < 5) out.push(pass(d, start, end, typ));
    }
    return out;
  };

  it('flags four months of 50-hour weeks, and allows 45', () => {
    const fifty = weekdays('2026-01-01', '2026-04-30', '08:00', '18:00');
    expect(only(arbetstidsvarningar(fifty, ATL), 'SAMMANLAGD')).toEqual([
      expect.objectContaining({
        Fran: at('2026-01-01', '00:00'),
        Till: at('2026-05-01', '00:00'),
        Krav: Math.round((48 * 60 * 120) / 7),
      }),
    ]);
    expect(
      only(arbetstidsvarningar(weekdays('2026-01-01', '2026-04-30', '08:00', '17:00'), ATL), 'SAMMANLAGD'),
    ).toEqual([]);
  });

  it('counts jour as working time', () => {
    const shifts = [
      ...weekdays('2026-05-01', '2026-08-31', '08:00', '16:00'),
      ...weekdays('2026-05-01', '2026-08-31', '16:00', '18:00', 'JOUR'),
    ];
    expect(only(arbetstidsvarningar(shifts, ATL), 'SAMMANLAGD')).toHaveLength(1);
  });
});

describe('one person, every shift', () => {
  it('checks the shifts of two employers together: the caller passes both, in any order', () => {
    // An evening at one company until 23:00, a morning at another from 07:00: 8 hours.
    const other = pass('2026-11-03', '07:00', '15:00');
    const own = pass('2026-11-02', '15:00', '23:00');
    expect(only(arbetstidsvarningar([other, own], ATL), 'DYGNSVILA')).toEqual([
      expect.objectContaining({ Minuter: 8 * 60, Pass: [0] }),
    ]);
  });

  it('joins overlapping shifts (a double booking) without a negative rest', () => {
    const shifts = [
      pass('2026-11-02', '08:00', '16:00'),
      pass('2026-11-02', '12:00', '18:00'),
      pass('2026-11-03', '08:00', '16:00'),
    ];
    expect(only(arbetstidsvarningar(shifts, ATL), 'DYGNSVILA')).toEqual([]);
  });

  it('answers nothing for no shifts, and reads a shift ending before it starts as empty', () => {
    expect(arbetstidsvarningar([], ATL)).toEqual([]);
    const backwards = {
      start: stockholmInstant('2026-11-02', '16:00'),
      end: stockholmInstant('2026-11-02', '08:00'),
      typ: 'ARBETE' as const,
    };
    expect(arbetstidsvarningar([backwards], ATL)).toEqual([]);
  });
});

describe('weeks and blocks', () => {
  it('counts weekly rest within each period: a rest across the dygnsbryt counts its part in each', () => {
    // Work until Sunday 12:00, then nothing until Tuesday 08:00: 44 hours off, but 12 of them in the
    // first week and 32 in the second, and neither week has 36.
    const shifts = [
      ...daily('2026-11-02', 6, '08:00', '18:00'),
      pass('2026-11-08', '06:00', '12:00'),
      ...daily('2026-11-10', 6, '08:00', '18:00'),
    ];
    const weeks = only(arbetstidsvarningar(shifts, ATL), 'VECKOVILA');
    expect(weeks.map((w) => [w.Fran, w.Minuter])).toEqual([
      [at('2026-11-02', '00:00'), 14 * 60],
      [at('2026-11-09', '00:00'), 32 * 60],
    ]);
  });

  it('averages ordinary time over 4 weeks in blocks from Monday 1 January 2024', () => {
    // 2026-11-02 starts a block of four: it is 148 weeks after 2024-01-01.
    const four = arbetstidsRegler({ SnittVeckor: 4 });
    const heavy = daily('2026-11-09', 5, '07:00', '18:00'); // 55 hours in the second week of its block
    expect(only(arbetstidsvarningar(heavy, four), 'VECKOARBETSTID')).toEqual([]);
    const all = [0, 7, 14, 21].flatMap((d) => daily(addDays('2026-11-02', d), 5, '07:00', '16:30'));
    expect(only(arbetstidsvarningar(all, four), 'VECKOARBETSTID')).toEqual([
      expect.objectContaining({
        Fran: at('2026-11-02', '00:00'),
        Till: at('2026-11-30', '00:00'),
        Minuter: 4 * 5 * 570,
        Krav: 4 * 2400,
      }),
    ]);
  });

  it('counts an hour less in the week the clocks go forward', () => {
    // Nights of 22–06 from Monday 2026-03-23; Saturday night into Sunday 29 March is 7 hours.
    const nights = Array.from({ length: 6 }, (_, i) => {
      const day = addDays('2026-03-23', i);
      return [pass(day, '22:00', '24:00'), pass(addDays(day, 1), '00:00', '06:00')];
    }).flat();
    const [w] = only(arbetstidsvarningar(nights, ATL), 'VECKOARBETSTID');
    expect(w).toMatchObject({ Minuter: (5 * 8 + 7) * 60 });
  });

  it('leaves beredskap out of total time (10 a §)', () => {
    const onCall = Array.from({ length: 17 * 7 }, (_, i) =>
      pass(addDays('2026-01-01', i), '00:00', '24:00', 'BEREDSKAP'),
    );
    expect(only(arbetstidsvarningar(onCall, ATL), 'SAMMANLAGD')).toEqual([]);
  });

  it('names a week that overlaps the period asked about', () => {
    const shifts = daily('2026-11-02', 7, '07:00', '16:00', 'ARBETE', 60);
    const found = arbetstidsvarningar(shifts, ATL, { from: '2026-11-06', to: '2026-11-06' });
    expect(found.map((w) => w.Regel)).toEqual(['VECKOARBETSTID', 'VECKOVILA']);
  });
});

describe('the period asked about', () => {
  it('reads the shifts before it as history, and names only what is in it', () => {
    const shifts = [
      pass('2026-11-07', '14:00', '22:30'), // Saturday: history, short rest before Sunday
      pass('2026-11-08', '07:00', '16:00'), // Sunday: history
      pass('2026-11-08', '20:00', '24:00'), // Sunday night, history
      pass('2026-11-09', '06:00', '11:00'), // Monday: in the period, 6 h after Sunday's end
    ];
    const found = arbetstidsvarningar(shifts, ATL, { from: '2026-11-09', to: '2026-11-15' });
    expect(found.map((w) => [w.Regel, w.Pass])).toEqual([['DYGNSVILA', [3]]]);
  });
});

describe('the agreements are data', () => {
  it('has every preset with every parameter, the law by default', () => {
    expect(Object.keys(AVTAL_REGLER).sort()).toEqual([...AVTAL].sort());
    for (const avtal of AVTAL)
      expect(Object.keys(AVTAL_REGLER[avtal]).sort()).toEqual(Object.keys(ATL).sort());
    expect(arbetstidsRegler()).toEqual(AVTAL_REGLER.ATL);
    expect(VARD).toMatchObject({ dygnsvila: 660, dygnsvilaLagst: 540, snittDagar: 14 });
  });

  it('refuses a dygnsbryt that is no time and averaging over more than 4 weeks', () => {
    expect(ArbetstidsvalSchema.safeParse({ Dygnsbryt: '25:00' }).success).toBe(false);
    expect(ArbetstidsvalSchema.safeParse({ SnittVeckor: 5 }).success).toBe(false);
    expect(ArbetstidsvalSchema.parse({ Avtal: 'FREMIA', Dygnsbryt: '15:00' })).toMatchObject({
      Avtal: 'FREMIA',
    });
  });
});
