import { describe, expect, it } from 'vitest';
import { historyDetails } from './history';

describe('historyDetails', () => {
  it('shows changes as from → to and other values as they are', () => {
    expect(
      historyDetails({
        TidKod: { from: 'ARB', to: 'SJK' },
        Timmar: { from: 8, to: 7.5 },
        Status: 'APPROVED',
        Kommentar: { from: '', to: 'x' },
      }),
    ).toEqual([
      { field: 'TidKod', from: 'ARB', to: 'SJK' },
      { field: 'Timmar', from: '8', to: '7,5' },
      { field: 'Status', from: null, to: 'APPROVED' },
      { field: 'Kommentar', from: '–', to: 'x' },
    ]);
  });
  it('shows a status step as the status before and after', () => {
    expect(historyDetails({ From: 'NOT_ATTESTED', To: 'ATTESTED' })).toEqual([
      { field: 'Status', from: 'NOT_ATTESTED', to: 'ATTESTED' },
    ]);
  });
});
