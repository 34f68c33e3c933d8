import { describe, expect, it } from 'vitest';
import sv from '../../i18n/sv.json';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import pl from '../../i18n/pl.json';
import { transferLines } from './transfer-facts';

// What the transfer's confirmation and answer say (domain payroll/transfer-window.ts): the dates
// under the cut-off day, rows and people, the days after today that go and the rows that wait.
type Tree = { [key: string]: string | Tree };
const at = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe('a transfer in words', () => {
  it('names the cut-off day, the rows and people, the planned absence ahead and the rows that wait', () => {
    const preview = {
      From: '2026-11-21',
      To: '2026-12-20',
      Antal: 8,
      Anstallda: 2,
      Brytdatum: 20,
      Framtida: [
        { Datum: '2026-12-14', Antal: 1 },
        { Datum: '2026-12-15', Antal: 1 },
      ],
      Vantar: [{ Datum: '2026-12-21', Antal: 3 }],
    };
    expect(transferLines(preview, false)).toEqual([
      { key: 'payrollExport.facts.datesCutOff', values: { from: '2026-11-21', to: '2026-12-20', day: 20 } },
      { key: 'payrollExport.facts.toSend', values: { count: 8, people: 2 } },
      { key: 'payrollExport.facts.ahead', values: { count: 2, days: '2026-12-14 – 2026-12-15' } },
      { key: 'payrollExport.facts.waiting', values: { count: 3, days: '2026-12-21' } },
    ]);
  });

  it('says there is nothing new rather than 0 rows for 0 employees', () => {
    const none = {
      From: '2026-12-01',
      To: '2026-12-31',
      Antal: 0,
      Anstallda: 0,
      Brytdatum: null,
      Framtida: [],
      Vantar: [],
    };
    expect(transferLines(none, false)[1]).toEqual({ key: 'payrollExport.facts.nothing', values: {} });
    for (const texts of [sv, en, fr, pl])
      expect(at(texts as Tree, 'payrollExport.facts.nothing')).toEqual(expect.any(String));
  });

  it('says only dates, rows and people when nothing is ahead or waits', () => {
    const sent = {
      From: '2026-12-01',
      To: '2026-12-31',
      Antal: 5,
      Anstallda: 1,
      Brytdatum: null,
      Framtida: [],
      Vantar: [],
    };
    expect(transferLines(sent, true)).toEqual([
      { key: 'payrollExport.facts.dates', values: { from: '2026-12-01', to: '2026-12-31' } },
      { key: 'payrollExport.facts.sent', values: { count: 5, people: 1 } },
    ]);
  });

  it.each([
    ['sv', sv],
    ['en', en],
    ['fr', fr],
    ['pl', pl],
  ] as const)('is worded in %s, and the cut-off day setting too', (_, texts) => {
    const keys = [
      ...['dates', 'datesCutOff', 'toSend', 'sent', 'ahead', 'waiting'].map(
        (k) => `payrollExport.facts.${k}`,
      ),
      ...['label', 'help', 'none'].map((k) => `admin.portal.fields.Brytdatum.${k}`),
    ];
    expect(keys.filter((key) => typeof at(texts as Tree, key) !== 'string')).toEqual([]);
  });
});
