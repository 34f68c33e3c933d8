import { describe, expect, it } from 'vitest';
import { arbetstidsRegler } from '../working-time';
import { rangordna } from './candidates';
import { delaVidMidnatt, overlaps } from './day-span';
import { behovSlutFel, behovsdagar, BehovCreateSchema, BehovUpdateSchema } from './needs';
import { andringKraverOrsak, PassCreateSchema, PassUpdateSchema } from './shifts';
import { bemanningsvarningar, type Kontroll, type KontrollPass } from './warnings';

// Fixed dates: 2026-11-02 is a Monday.
const ATL = arbetstidsRegler();
const VARD = arbetstidsRegler({ Avtal: 'VARDFORETAGARNA_PA' });
const part = (Id: string, Datum: string, StartTid: string, SlutTid: string, annan = false): KontrollPass => ({
  Id,
  Datum,
  StartTid,
  SlutTid,
  Typ: 'ARBETE',
  // A rast in every shift over 5 h, as planned shifts have (ATL 15 §).
  RastMinuter: 30,
  annan,
});
const check = (over: Partial<Kontroll>): Kontroll => ({
  nya: [],
  ovriga: [],
  franvaro: [],
  person: { Kompetenser: [], Egenskaper: [] },
  krav: { Kompetenser: [], Egenskaper: [] },
  regler: ATL,
  ...over,
});
const need = (extra: Record<string, unknown> = {}) => ({
  Bemuppgift: 'MORGON',
  Datum: '2026-11-02',
  StartTid: '07:00',
  SlutTid: '15:00',
  Antal: 2,
  ...extra,
});

describe('a shift cannot cross midnight (SPEC §5)', () => {
  it('22:00–06:00 is the evening to 24:00 and the next morning from 00:00', () => {
    expect(delaVidMidnatt({ Datum: '2026-11-02', StartTid: '22:00', SlutTid: '06:00' })).toEqual([
      { Datum: '2026-11-02', StartTid: '22:00', SlutTid: '24:00' },
      { Datum: '2026-11-03', StartTid: '00:00', SlutTid: '06:00' },
    ]);
  });
  it('an end at midnight is 24:00 of the same day, and a day shift stays one', () => {
    expect(delaVidMidnatt({ Datum: '2026-11-02', StartTid: '16:00', SlutTid: '00:00' })).toEqual([
      { Datum: '2026-11-02', StartTid: '16:00', SlutTid: '24:00' },
    ]);
    expect(delaVidMidnatt({ Datum: '2026-11-02', StartTid: '07:00', SlutTid: '15:00' })).toHaveLength(1);
  });
  it('a stored part that crosses midnight is refused on edit, and a shift of no length on entry', () => {
    const base = { AnstNr: 'A1', Datum: '2026-11-02', Bemuppgift: 'T', Version: 0 };
    const edit = PassUpdateSchema.safeParse({ ...base, StartTid: '22:00', SlutTid: '06:00' });
    expect(edit.error?.issues[0]).toMatchObject({
      path: ['SlutTid'],
      message: 'validation.staffing.acrossMidnight',
    });
    const { Version: _, ...fields } = base;
    const empty = PassCreateSchema.safeParse({ ...fields, StartTid: '08:00', SlutTid: '8' });
    expect(empty.error?.issues[0]).toMatchObject({
      path: ['SlutTid'],
      message: 'validation.staffing.emptyShift',
    });
  });
  it('touching parts do not overlap; sharing a minute does', () => {
    const a = { Datum: '2026-11-02', StartTid: '07:00', SlutTid: '15:00' };
    expect(overlaps(a, { ...a, StartTid: '15:00', SlutTid: '20:00' })).toBe(false);
    expect(overlaps(a, { ...a, StartTid: '14:59', SlutTid: '20:00' })).toBe(true);
    expect(overlaps(a, { ...a, Datum: '2026-11-03' })).toBe(false);
  });
});

describe('needs and their repetition (SPEC §5)', () => {
  it('every second week on Monday and Wednesday, never past the end date', () => {
    const n = BehovCreateSchema.parse(
      need({ Upprepning: { Veckor: 2, Veckodagar: [1, 3], Slutdatum: '2026-11-30' } }),
    );
    // Weeks of 2 Nov, 16 Nov and 30 Nov; 2 Dec (Wednesday of the third) is past the end.
    expect(behovsdagar(n)).toEqual(['2026-11-02', '2026-11-04', '2026-11-16', '2026-11-18', '2026-11-30']);
  });
  it('a weekly repetition without weekdays keeps the first day’s weekday', () => {
    const n = BehovCreateSchema.parse(
      need({ Datum: '2026-11-05', Upprepning: { Veckor: 1, Slutdatum: '2026-11-19' } }),
    );
    expect(behovsdagar(n)).toEqual(['2026-11-05', '2026-11-12', '2026-11-19']);
  });
  it('a repetition needs an end date not before its first day and at most a year ahead', () => {
    const issue = (u: object) =>
      BehovCreateSchema.safeParse(need({ Upprepning: u })).error?.issues[0]?.message;
    expect(issue({ Veckor: 1 })).toBe('validation.required');
    expect(issue({ Veckor: 1, Slutdatum: '2026-11-01' })).toBe('validation.staffing.endBeforeStart');
    expect(issue({ Veckor: 1, Slutdatum: '2027-12-01' })).toBe('validation.staffing.periodTooLong');
  });
  it('the end of need planning may not be in the past (SPEC §5): the field named is the one to correct', () => {
    const single = BehovCreateSchema.parse(need());
    expect(behovSlutFel(single, '2026-11-02')).toBeNull();
    expect(behovSlutFel(single, '2026-11-03')).toEqual(['Datum']);
    const series = BehovCreateSchema.parse(need({ Upprepning: { Veckor: 1, Slutdatum: '2026-11-09' } }));
    expect(behovSlutFel(series, '2026-11-10')).toEqual(['Upprepning', 'Slutdatum']);
  });
  it('a night need is two days on entry; one day’s need changed across midnight is refused', () => {
    expect(BehovCreateSchema.safeParse(need({ StartTid: '22:00', SlutTid: '06:00' })).success).toBe(true);
    const edit = BehovUpdateSchema.safeParse(need({ StartTid: '22:00', SlutTid: '06:00', Version: 1 }));
    expect(edit.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['SlutTid'], 'validation.staffing.acrossMidnight'],
    ]);
    expect(
      BehovUpdateSchema.safeParse(need({ StartTid: '22:00', SlutTid: '24:00', Version: 1 })).success,
    ).toBe(true);
  });
});

describe('ATL 12 §: changes to a published shift within two weeks need a reason', () => {
  it('13 days ahead needs one, 14 days ahead does not, and a draft never does', () => {
    expect(andringKraverOrsak({ Datum: '2026-11-15', Publicerad: true }, '2026-11-02')).toBe(true);
    expect(andringKraverOrsak({ Datum: '2026-11-16', Publicerad: true }, '2026-11-02')).toBe(false);
    expect(andringKraverOrsak({ Datum: '2026-11-03', Publicerad: false }, '2026-11-02')).toBe(false);
  });
});

describe('the planner’s warnings', () => {
  it('a night split at midnight followed by a morning start names 13 § with the new and the old shift', () => {
    // Mon 22–24 and Tue 00–06 is one work period; Tue 14:00 leaves 8 h rest.
    const nya = delaVidMidnatt({ Datum: '2026-11-02', StartTid: '22:00', SlutTid: '06:00' }).map((p) => ({
      ...p,
      Typ: 'ARBETE' as const,
      RastMinuter: 30,
    }));
    const w = bemanningsvarningar(check({ nya, ovriga: [part('p1', '2026-11-03', '14:00', '20:00')] }));
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({
      Typ: 'ARBETSTID',
      Arbetstid: { Regel: 'DYGNSVILA', Niva: 'BROTT', Minuter: 8 * 60, Krav: 11 * 60 },
    });
    expect(w[0]?.Typ === 'ARBETSTID' && w[0].PassIds.sort()).toEqual(['NY', 'p1']);
  });
  it('9 h rest under the personal-assistance agreement is a rest debt, not a breach', () => {
    const nya = [{ ...part('x', '2026-11-03', '07:00', '15:00'), Id: undefined }];
    const w = bemanningsvarningar(
      check({ nya, ovriga: [part('p1', '2026-11-02', '14:00', '22:00')], regler: VARD }),
    );
    expect(w).toMatchObject([{ Typ: 'ARBETSTID', Arbetstid: { Niva: 'SKULD', Minuter: 9 * 60 } }]);
  });
  it('a breach elsewhere in the person’s plan that the new shift is not part of is not its warning', () => {
    const nya = [part('x', '2026-11-06', '08:00', '12:00')];
    const ovriga = [part('a', '2026-11-02', '14:00', '23:00'), part('b', '2026-11-03', '06:00', '10:00')];
    expect(bemanningsvarningar(check({ nya, ovriga }))).toEqual([]);
  });
  it('absence that day, an overlap with another employer named no further, and what the person lacks', () => {
    const nya = [part('x', '2026-11-04', '08:00', '12:00')];
    const w = bemanningsvarningar(
      check({
        nya,
        ovriga: [part('o', '2026-11-04', '11:00', '13:00', true)],
        franvaro: [
          { Datum: '2026-11-04', Orsak: 'LEDIGHET' },
          { Datum: '2026-11-05', Orsak: 'FRANVARO' },
        ],
        person: { Kompetenser: ['LYFT'], Egenskaper: [] },
        krav: { Kompetenser: ['LYFT', 'DELEG'], Egenskaper: ['ROKFRI'] },
      }),
    );
    expect(w).toEqual([
      { Typ: 'FRANVARO', Datum: '2026-11-04', Orsak: 'LEDIGHET' },
      { Typ: 'OVERLAPP', Datum: '2026-11-04', StartTid: '', SlutTid: '', AnnanArbetsgivare: true },
      { Typ: 'KOMPETENS', Kod: 'DELEG' },
      { Typ: 'EGENSKAP', Kod: 'ROKFRI' },
    ]);
  });
  it('an overlap in the same company shows its times', () => {
    const w = bemanningsvarningar(
      check({
        nya: [part('x', '2026-11-04', '08:00', '12:00')],
        ovriga: [part('o', '2026-11-04', '11:00', '13:00')],
      }),
    );
    expect(w).toContainEqual({
      Typ: 'OVERLAPP',
      Datum: '2026-11-04',
      StartTid: '11:00',
      SlutTid: '13:00',
      AnnanArbetsgivare: false,
    });
  });
});

describe('who can take this shift', () => {
  it('the suitable first, fewest hours first; a rest debt before a breach; the blocked last', () => {
    const debt = { Typ: 'ARBETSTID', PassIds: [], Arbetstid: { Niva: 'SKULD' } } as never;
    const breach = { Typ: 'ARBETSTID', PassIds: [], Arbetstid: { Niva: 'BROTT' } } as never;
    const ranked = rangordna([
      { AnstNr: '1', Namn: 'Åsa', Minuter: 600, Varningar: [] },
      { AnstNr: '2', Namn: 'Bo', Minuter: 300, Varningar: [] },
      { AnstNr: '3', Namn: 'Cia', Minuter: 0, Varningar: [breach] },
      { AnstNr: '4', Namn: 'Dan', Minuter: 0, Varningar: [{ Typ: 'KOMPETENS', Kod: 'X' }] },
      { AnstNr: '5', Namn: 'Eva', Minuter: 0, Varningar: [debt] },
    ]);
    expect(ranked.map((k) => [k.AnstNr, k.Lamplig])).toEqual([
      ['2', true],
      ['1', true],
      ['5', true],
      ['3', false],
      ['4', false],
    ]);
  });
});
