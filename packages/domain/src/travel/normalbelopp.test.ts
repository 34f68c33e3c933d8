import { describe, expect, it } from 'vitest';
import { NORMALBELOPP } from './normalbelopp-data';
import {
  completeTable,
  currencyItems,
  normalbeloppChanges,
  readNormalbeloppPage,
  shippedNormalbelopp,
} from './normalbelopp';

const row = (land: string, normalbelopp: string, landskod = '', år = '2026') => ({
  'land eller område': land,
  normalbelopp,
  år,
  landskod,
});

describe('reading Skatteverket’s EntryScape rows', () => {
  it('reads a page: amounts, "se" rows, the other-countries row and several codes on one row', () => {
    const read = readNormalbeloppPage({
      results: [
        row('Norge', '1054', 'NO'),
        row('Danmark', '1 226', 'DK'),
        row('Grönland', 'Se Danmark', 'GL'),
        row('Nederländska Antillerna', '786', 'BQ, CW, SX'),
        row('Iran', 'Se Övriga länder och områden', 'IR'),
        row('Övriga länder och områden', '493'),
      ],
      resultCount: 6,
      offset: 0,
      limit: 100,
      next: 'https://example.test/page2',
    });
    expect(read.kind).toBe('ok');
    if (read.kind !== 'ok') return;
    expect(read.next).toBe('https://example.test/page2');
    const rows = read.years.get(2026)!;
    expect(Object.fromEntries(rows.map((r) => [r.landskod, r.belopp]))).toEqual({
      NO: 1054,
      DK: 1226,
      GL: 1226,
      BQ: 786,
      CW: 786,
      SX: 786,
      IR: 493,
      ÖVRIGA: 493,
    });
    expect(completeTable(rows)).toBeNull();
  });

  it('refuses what is not the dataset, and names the first wrong row', () => {
    expect(readNormalbeloppPage('<html>')).toEqual({
      kind: 'error',
      error: 'travel.normalbelopp.error.format',
    });
    expect(
      readNormalbeloppPage({ results: [row('Norge', '1054', 'NO'), row('Mars', 'mycket', 'MA')] }),
    ).toEqual({
      kind: 'error',
      error: 'travel.normalbelopp.error.row',
      row: 2,
    });
    expect(readNormalbeloppPage([row('Norge', '1054', 'NO', '20x6')])).toMatchObject({ row: 1 });
    expect(readNormalbeloppPage([row('Grönland', 'Se Atlantis', 'GL')])).toMatchObject({ row: 1 });
    // A table without its "other countries" row, or with a code twice, is not a whole table.
    expect(completeTable([{ landskod: 'NO', land: 'Norge', belopp: 1054 }])).toBe(
      'travel.normalbelopp.error.format',
    );
    expect(completeTable([])).toBe('travel.normalbelopp.error.empty');
  });

  it('shows what loading would change: new, changed and gone rows', () => {
    const before = [
      { landskod: 'NO', land: 'Norge', belopp: 1000 },
      { landskod: 'DK', land: 'Danmark', belopp: 1226 },
      { landskod: 'XK', land: 'Kosovo', belopp: 400 },
    ];
    const after = [
      { landskod: 'NO', land: 'Norge', belopp: 1054 },
      { landskod: 'DK', land: 'Danmark', belopp: 1226 },
      { landskod: 'ÖVRIGA', land: 'Övriga länder och områden', belopp: 493 },
    ];
    expect(normalbeloppChanges(2026, before, after)).toEqual({
      ar: 2026,
      antal: 3,
      nya: [{ landskod: 'ÖVRIGA', land: 'Övriga länder och områden', belopp: 493 }],
      andrade: [{ landskod: 'NO', land: 'Norge', belopp: 1054, tidigare: 1000 }],
      borttagna: [{ landskod: 'XK', land: 'Kosovo', belopp: 400 }],
    });
  });
});

describe('the tables the portal ships, and the picker', () => {
  it('ships the whole 2024 table (SKV A 2023:18) with its other-countries row', () => {
    const rows = shippedNormalbelopp(2024);
    expect(completeTable(rows)).toBeNull();
    expect(NORMALBELOPP[2024]).toMatchObject({ FR: 935, FI: 948, DK: 1274, DE: 800, ÖVRIGA: 493 });
    expect(shippedNormalbelopp(2031)).toEqual([]);
  });

  it('lists Sweden first at the domestic full day, each country with its currency and amount', () => {
    const items = currencyItems(2024, shippedNormalbelopp(2024));
    expect(items[0]).toEqual({
      Land: 'Sverige',
      Landskod: 'SE',
      Valuta: 'svensk krona',
      Valutakod: 'SEK',
      Normalbelopp: 290,
    });
    expect(items.find((i) => i.Landskod === 'NO')).toMatchObject({ Valutakod: 'NOK', Valuta: 'norsk krona' });
    expect(items.find((i) => i.Landskod === 'DE')).toMatchObject({
      Land: 'Tyskland',
      Valutakod: 'EUR',
      Normalbelopp: 800,
    });
    expect(items.some((i) => i.Landskod === 'ÖVRIGA')).toBe(false);
    // A year without a table still lists the countries, without amounts.
    expect(currencyItems(2031, null).find((i) => i.Landskod === 'NO')).toMatchObject({ Normalbelopp: null });
  });
});
