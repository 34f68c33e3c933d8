import { describe, expect, it } from 'vitest';
import sv from '../../i18n/sv.json';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import pl from '../../i18n/pl.json';
import { answerLines, namedDays } from './status-answer';

// What the approve and attest confirmations and their answers say (domain time/approval-window.ts):
// rows and people, and every day after today named, consecutive days as one run.
type Tree = { [key: string]: string | Tree };
const at = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

const answer = {
  Andrade: 5,
  Oforandrade: 6,
  Anstallda: 1,
  Framtida: [],
  Vantar: [
    { Datum: '2026-12-07', Antal: 1 },
    { Datum: '2026-12-14', Antal: 1 },
    { Datum: '2026-12-15', Antal: 2 },
  ],
  KanIForvag: [
    { Datum: '2026-12-14', Antal: 1 },
    { Datum: '2026-12-15', Antal: 2 },
  ],
};

describe('a status answer in words', () => {
  it('names days by date, consecutive ones as a run', () => {
    expect(namedDays(answer.Vantar)).toBe('2026-12-07, 2026-12-14 – 2026-12-15');
    expect(namedDays([])).toBe('');
  });

  it('states rows and people, the rows that wait and the planned absence that may go first', () => {
    expect(answerLines(answer, true)).toEqual([
      { key: 'approval.answer.willChange', values: { count: 5, people: 1 } },
      { key: 'approval.result.unchanged', values: { count: 6 } },
      { key: 'approval.answer.waiting', values: { count: 4, days: '2026-12-07, 2026-12-14 – 2026-12-15' } },
      { key: 'approval.answer.canInAdvance', values: { count: 3, days: '2026-12-14 – 2026-12-15' } },
    ]);
  });

  it('after the action names the days after today it took, and offers nothing more', () => {
    const done = { ...answer, Oforandrade: 0, Framtida: answer.KanIForvag, Vantar: [answer.Vantar[0]!] };
    expect(answerLines(done, false)).toEqual([
      { key: 'approval.answer.changed', values: { count: 5, people: 1 } },
      { key: 'approval.answer.ahead', values: { count: 3, days: '2026-12-14 – 2026-12-15' } },
      { key: 'approval.answer.waiting', values: { count: 1, days: '2026-12-07' } },
    ]);
  });

  it.each([
    ['sv', sv],
    ['en', en],
    ['fr', fr],
    ['pl', pl],
  ] as const)('is worded in %s', (_, texts) => {
    const keys = ['changed', 'willChange', 'ahead', 'waiting', 'canInAdvance', 'withInAdvance'].map(
      (k) => `approval.answer.${k}`,
    );
    expect(keys.filter((key) => typeof at(texts as Tree, key) !== 'string')).toEqual([]);
  });
});
