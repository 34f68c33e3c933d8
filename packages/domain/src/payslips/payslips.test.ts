import { describe, expect, it } from 'vitest';
import { forandringar } from './forandringar';
import {
  lonerad as rad,
  maskedAccount,
  radgrupper,
  summa,
  type LonebeskedData,
  type Lonerad,
} from './lonebesked';

const besked = (Rader: Lonerad[]): LonebeskedData => ({
  PeriodId: '2026-11',
  PeriodText: 'November 2026',
  BetalDatum: '2026-11-25',
  Namn: 'Anna Andersson',
  ClearingNr: '8327',
  BankKonto: '9417923',
  Skatt: {
    Procent: 30,
    Tabell: 33,
    Kolumn: 1,
    JamkningProcent: null,
    JamkningBelopp: null,
    Tabellskatt: null,
    Engangsskatt: null,
    Kapitalskatt: null,
    Extraskatt: null,
  },
  Utbetalt: null,
  Ackumulerat: { Bruttolon: null, PrelSkatt: null, Nettolon: null },
  Rader,
  Info: '',
});

describe('a payslip’s groups (DOMAIN §12: DOLD rows are not printed)', () => {
  it('groups the visible rows in the payslip’s order with their sums, rows without a type last', () => {
    const groups = radgrupper([
      rad({ Benamning: 'Nettolön', LoneTyp: 'NETTO', Belopp: 22834 }),
      rad({ Benamning: 'Månadslön', Belopp: 32000 }),
      rad({ Benamning: 'Kontering', LoneTyp: null, Dold: true, Belopp: 5 }),
      rad({ Benamning: 'Notering', LoneTyp: null, Belopp: null }),
      rad({ Benamning: 'OB', Belopp: 620.1 }),
      rad({ Benamning: 'Skatt', LoneTyp: 'SKATT', Belopp: -9786.1 }),
    ]);
    expect(groups.map((g) => [g.Grupp, g.Rader.length, g.Summa])).toEqual([
      ['BRUTTO', 2, 32620.1],
      ['SKATT', 1, -9786.1],
      ['NETTO', 1, 22834],
      ['OVRIGT', 1, null],
    ]);
  });

  it('sums to the öre without floating-point dust', () => {
    expect(summa([0.1, 0.2, null])).toBe(0.3);
    expect(summa([null])).toBeNull();
  });

  it('shows the account’s last four digits only', () => {
    expect(maskedAccount('941-7923')).toBe('•••• 7923');
    expect(maskedAccount('123')).toBe('123');
  });
});

describe('what changed since the previous payslip', () => {
  it('names new, gone and changed pay types with the change in hours, the largest first', () => {
    const before = besked([
      rad({ LoneArt: '010', Benamning: 'Månadslön', Belopp: 32000 }),
      rad({ LoneArt: '310', Benamning: 'OB-tillägg', Timmar: 8, Belopp: 496 }),
      rad({ LoneArt: '520', Benamning: 'Karensavdrag', Belopp: -1165 }),
      rad({ LoneArt: '900', Benamning: 'Kontering', Dold: true, Belopp: 100 }),
    ]);
    const now = besked([
      rad({ LoneArt: '010', Benamning: 'Månadslön', Belopp: 32000 }),
      // Two rows of one pay type are one change.
      rad({ LoneArt: '310', Benamning: 'OB-tillägg', Timmar: 12, Belopp: 744 }),
      rad({ LoneArt: '310', Benamning: 'OB-tillägg', Timmar: 8, Belopp: 496 }),
      rad({ LoneArt: '410', Benamning: 'Övertid', Timmar: 4, Belopp: 1362 }),
      rad({ LoneArt: '900', Benamning: 'Kontering', Dold: true, Belopp: 900 }),
    ]);
    expect(forandringar(before, now)).toEqual([
      {
        Typ: 'NY',
        Benamning: 'Övertid',
        LoneTyp: 'BRUTTO',
        Forut: null,
        Nu: 1362,
        Skillnad: 1362,
        Timmar: 4,
        Antal: null,
      },
      {
        Typ: 'BORTA',
        Benamning: 'Karensavdrag',
        LoneTyp: 'BRUTTO',
        Forut: -1165,
        Nu: null,
        Skillnad: 1165,
        Timmar: null,
        Antal: null,
      },
      {
        Typ: 'ANDRAD',
        Benamning: 'OB-tillägg',
        LoneTyp: 'BRUTTO',
        Forut: 496,
        Nu: 1240,
        Skillnad: 744,
        Timmar: 12,
        Antal: null,
      },
    ]);
  });

  it('says nothing when the amounts are the same', () => {
    const rows = [rad({ LoneArt: '010', Benamning: 'Månadslön', Belopp: 32000 })];
    expect(forandringar(besked(rows), besked(rows))).toEqual([]);
  });
});
