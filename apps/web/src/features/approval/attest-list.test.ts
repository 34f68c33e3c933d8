import { describe, expect, it } from 'vitest';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import {
  EMPTY_FILTER,
  departmentsOf,
  matchesFilter,
  pageOf,
  selectAllState,
  selectedShown,
  toggleAll,
  toggleOne,
  visibleEntries,
} from './attest-list';
import { emptyCounts } from '../../lib/row-status/status-actions';

const entry = (
  AnstNr: string,
  FoNamn: string,
  EfNamn: string,
  patch: Partial<AttestListEntry> = {},
): AttestListEntry => ({
  AnstNr,
  FoNamn,
  EfNamn,
  Avdelning: 'EKO',
  SchemaTimmar: 168,
  Timmar: 160,
  Antal: emptyCounts(),
  AntalAtlVarningar: 0,
  Ersattningar: {
    Antal: { NOT_APPROVED: 0, APPROVED: 0, NOT_ATTESTED: 0, ATTESTED: 0, LOCKED: 0 },
    Summa: 0,
  },
  ...patch,
});

const anna = entry('1001', 'Anna', 'Öberg', { Antal: { ...emptyCounts(), NOT_ATTESTED: 3 } });
const bo = entry('1002', 'Bo', 'Andersson', { Avdelning: 'IT', Timmar: 8.5 });
const cecilia = entry('1010', 'Cecilia', 'Åkesson', {
  Avdelning: '',
  Antal: { ...emptyCounts(), ATTESTED: 2 },
});
const list = [anna, bo, cecilia];

describe('the attest list filter', () => {
  it('shows everyone without a filter: those with rows to attest first, each group by last name in Swedish order', () => {
    expect(visibleEntries(list, EMPTY_FILTER).map((e) => e.EfNamn)).toEqual([
      'Öberg',
      'Andersson',
      'Åkesson',
    ]);
  });

  it("puts first those with rows waiting for the page's action, each group in Swedish name order", () => {
    const dan = entry('1020', 'Dan', 'Ärlig');
    const eva = entry('1021', 'Eva', 'Berg');
    const waiting = new Set(['1020', '1001']);
    const toApprove = (e: AttestListEntry) => waiting.has(e.AnstNr);
    expect(
      visibleEntries([anna, bo, cecilia, dan, eva], EMPTY_FILTER, toApprove).map((e) => e.EfNamn),
    ).toEqual(['Ärlig', 'Öberg', 'Andersson', 'Berg', 'Åkesson']);
  });

  it('searches names and AnstNr, case-insensitive, every word', () => {
    expect(matchesFilter(anna, { ...EMPTY_FILTER, search: 'öberg' })).toBe(true);
    expect(matchesFilter(anna, { ...EMPTY_FILTER, search: ' anna  ÖB ' })).toBe(true);
    expect(matchesFilter(anna, { ...EMPTY_FILTER, search: 'anna bo' })).toBe(false);
    expect(visibleEntries(list, { ...EMPTY_FILTER, search: '100' }).map((e) => e.AnstNr)).toEqual([
      '1001',
      '1002',
    ]);
    expect(visibleEntries(list, { ...EMPTY_FILTER, search: '1010' }).map((e) => e.AnstNr)).toEqual(['1010']);
  });

  it('filters by department and by rows to attest', () => {
    expect(visibleEntries(list, { ...EMPTY_FILTER, avdelning: 'IT' })).toEqual([bo]);
    expect(visibleEntries(list, { ...EMPTY_FILTER, onlyPending: true })).toEqual([anna]);
    const toApprove = (e: AttestListEntry) => e.AnstNr === '1002';
    expect(visibleEntries(list, { ...EMPTY_FILTER, onlyPending: true }, toApprove)).toEqual([bo]);
    expect(visibleEntries(list, { search: 'bo', avdelning: 'EKO', onlyPending: false })).toEqual([]);
  });

  it('offers the departments that occur', () => {
    expect(departmentsOf([bo, anna, cecilia, anna])).toEqual(['EKO', 'IT']);
  });
});

describe('the selection', () => {
  const shown = ['1001', '1002'];

  it('toggles one employee', () => {
    const one = toggleOne(new Set(), '1001');
    expect([...one]).toEqual(['1001']);
    expect([...toggleOne(one, '1001')]).toEqual([]);
  });

  it('tells the header checkbox none, some or all of the shown rows', () => {
    expect(selectAllState(new Set(), shown)).toBe('none');
    expect(selectAllState(new Set(['1001', '1010']), shown)).toBe('some');
    expect(selectAllState(new Set(shown), shown)).toBe('all');
    expect(selectAllState(new Set(), [])).toBe('none');
  });

  it('selects all shown rows, or clears them when all were selected, keeping hidden ones', () => {
    const all = toggleAll(new Set(['1010']), shown);
    expect([...all].sort()).toEqual(['1001', '1002', '1010']);
    expect([...toggleAll(all, shown)]).toEqual(['1010']);
    expect([...toggleAll(new Set(['1001']), shown)].sort()).toEqual(['1001', '1002']);
  });

  it('acts only on the selected rows that are shown', () => {
    expect(selectedShown(new Set(['1010', '1002']), [anna, bo])).toEqual([bo]);
  });
});

describe('pageOf', () => {
  const ten = Array.from({ length: 10 }, (_, i) => i);

  it('cuts the list into pages', () => {
    expect(pageOf(ten, 0, 4)).toEqual({ page: 0, items: [0, 1, 2, 3] });
    expect(pageOf(ten, 2, 4)).toEqual({ page: 2, items: [8, 9] });
  });

  it('shows the last page when the list shrank under the page', () => {
    expect(pageOf(ten, 7, 4)).toEqual({ page: 2, items: [8, 9] });
    expect(pageOf([], 3, 4)).toEqual({ page: 0, items: [] });
  });
});
