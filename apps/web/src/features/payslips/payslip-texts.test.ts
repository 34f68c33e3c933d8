import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import {
  lonerad,
  type Forandring,
  type LonebeskedView,
  type Lonerad,
} from '@lonportal/domain/payslips/index';
import sv from '../../i18n/sv.json';
import en from '../../i18n/en.json';
import { forandringText, rowDates, rowQuantity, taxLines } from './payslip-texts';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'sv',
  fallbackLng: 'sv',
  resources: { sv: { translation: sv }, en: { translation: en } },
  interpolation: { escapeValue: false },
});
const tIn = (lng: 'sv' | 'en') => i18n.getFixedT(lng) as (key: string, o?: Record<string, unknown>) => string;
const t = tIn('sv');

const change = (patch: Partial<Forandring>): Forandring => ({
  Typ: 'ANDRAD',
  Benamning: 'OB-tillägg kväll',
  LoneTyp: 'BRUTTO',
  Forut: 620,
  Nu: 1364,
  Skillnad: 744,
  Timmar: 12,
  Antal: 12,
  ...patch,
});

const row = (patch: Partial<Lonerad>): Lonerad =>
  lonerad({ LoneArt: '310', Benamning: 'OB-tillägg kväll', Belopp: 620, ...patch });

describe('what changed since the previous payslip, in words', () => {
  it('says a changed amount with the hours behind it', () => {
    expect(forandringText(change({}), t, 'sv')).toBe('OB-tillägg kväll +744 kr: 12 fler timmar');
    expect(forandringText(change({ Skillnad: -124, Timmar: -2 }), t, 'sv')).toBe(
      'OB-tillägg kväll -124 kr: 2 färre timmar',
    );
    expect(forandringText(change({ Skillnad: 62, Timmar: 1 }), t, 'sv')).toBe(
      'OB-tillägg kväll +62 kr: 1 timme mer',
    );
    expect(forandringText(change({ Skillnad: -62, Timmar: -1 }), t, 'sv')).toBe(
      'OB-tillägg kväll -62 kr: 1 timme mindre',
    );
    expect(forandringText(change({ Skillnad: 93.75, Timmar: 1.5 }), t, 'sv')).toBe(
      'OB-tillägg kväll +93,75 kr: 1,5 fler timmar',
    );
  });

  it('says the quantity where the rows give no hours, and nothing more where neither changed', () => {
    expect(
      forandringText(change({ Benamning: 'Traktamente', Skillnad: 480, Timmar: null, Antal: 2 }), t, 'sv'),
    ).toBe('Traktamente +480 kr: antal +2');
    expect(
      forandringText(change({ Benamning: 'Månadslön', Skillnad: 1500, Timmar: null, Antal: null }), t, 'sv'),
    ).toBe('Månadslön +1 500 kr');
    // A new rate for the same hours: the amount alone.
    expect(forandringText(change({ Skillnad: 120, Timmar: 0, Antal: 0 }), t, 'sv')).toBe(
      'OB-tillägg kväll +120 kr',
    );
  });

  it('says a new pay type with its amount and one gone', () => {
    expect(
      forandringText(
        change({ Typ: 'NY', Benamning: 'Övertid', Forut: null, Nu: 1362, Skillnad: 1362, Timmar: 4 }),
        t,
        'sv',
      ),
    ).toBe('Övertid: ny, +1 362 kr');
    expect(
      forandringText(
        change({ Typ: 'BORTA', Benamning: 'Karensavdrag', Forut: -1019.2, Nu: null, Skillnad: 1019.2 }),
        t,
        'sv',
      ),
    ).toBe('Karensavdrag: borta');
  });

  it('writes the figures in the language read', () => {
    const en = tIn('en');
    expect(forandringText(change({ Skillnad: 1744 }), en, 'en')).toBe(
      'OB-tillägg kväll +1,744 kr: 12 more hours',
    );
    expect(forandringText(change({ Typ: 'NY', Benamning: 'Övertid', Skillnad: 1362.5 }), en, 'en')).toBe(
      'Övertid: new, +1,362.50 kr',
    );
  });
});

describe("a row's quantity and price", () => {
  it('prefers hours, then the quantity in its unit, then days; the price after', () => {
    expect(rowQuantity(row({ Timmar: 10, Antal: 10, Enhet: 'tim', APris: 62 }), t, 'sv')).toBe(
      '10 h × 62,00 kr',
    );
    expect(rowQuantity(row({ Antal: 3, Enhet: 'km', APris: 2.5 }), t, 'sv')).toBe('3 km × 2,50 kr');
    expect(rowQuantity(row({ Antal: 2 }), t, 'sv')).toBe('2 st');
    expect(rowQuantity(row({ Dagar: 1 }), t, 'sv')).toBe('Dagar: 1');
    expect(rowQuantity(row({}), t, 'sv')).toBeNull();
  });

  it('gives the period of a row, or its one day', () => {
    expect(rowDates(row({ DatumFrom: '2026-11-01', DatumTom: '2026-11-30' }), t)).toBe(
      '2026-11-01 – 2026-11-30',
    );
    expect(rowDates(row({ DatumFrom: '2026-11-12' }), t)).toBe('2026-11-12');
    expect(rowDates(row({}), t)).toBeNull();
  });
});

describe('the tax lines', () => {
  const skatt: LonebeskedView['Skatt'] = {
    Procent: 30,
    Tabell: 33,
    Kolumn: 1,
    JamkningProcent: null,
    JamkningBelopp: null,
    Tabellskatt: 9786,
    Engangsskatt: 0,
    Kapitalskatt: null,
    Extraskatt: 500,
  };

  it('names the table and column and every tax drawn that is not zero', () => {
    expect(taxLines(skatt, t, 'sv')).toEqual([
      { label: 'Skattetabell', value: 'Tabell 33, kolumn 1' },
      { label: 'Skattesats', value: '30\u00a0%' },
      { label: 'Skatt enligt tabell', value: '9 786,00 kr' },
      { label: 'Extra skatt', value: '500,00 kr' },
    ]);
  });

  it('gives an adjustment as its percentage or else its amount', () => {
    const lines = (patch: Partial<typeof skatt>) =>
      taxLines({ ...skatt, ...patch }, t, 'sv').filter((l) => l.label === 'Jämkning');
    expect(lines({ JamkningProcent: 25, JamkningBelopp: 1200 })).toEqual([
      { label: 'Jämkning', value: '25\u00a0%' },
    ]);
    expect(lines({ JamkningBelopp: 1200 })).toEqual([{ label: 'Jämkning', value: '1 200,00 kr' }]);
    expect(lines({})).toEqual([]);
  });
});
