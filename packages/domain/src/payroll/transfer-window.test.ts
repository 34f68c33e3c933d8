import { describe, expect, it } from 'vitest';
import { transferDateOf, transferWindow } from './transfer-window';

// The dates a transfer takes under the company's cut-off day (brytdatum): each date belongs to one
// transfer period, the days after the cut-off to the next month's.
describe('the transfer window', () => {
  const dec = { From: '2026-12-01', To: '2026-12-31' };

  it('is the period itself without a cut-off day', () => {
    expect(transferWindow(dec, null)).toEqual(dec);
  });

  it('with brytdatum 20 runs from the 21st of the month before to the 20th', () => {
    expect(transferWindow(dec, 20)).toEqual({ From: '2026-11-21', To: '2026-12-20' });
    expect(transferWindow({ From: '2027-01-01', To: '2027-01-31' }, 20)).toEqual({
      From: '2026-12-21',
      To: '2027-01-20',
    });
    expect(transferWindow({ From: '2026-12-10', To: '2026-12-15' }, 20)).toEqual({
      From: '2026-12-10',
      To: '2026-12-15',
    });
    expect(transferWindow({ From: '2026-12-25', To: '2027-01-05' }, 20)).toEqual({
      From: '2026-12-21',
      To: '2027-01-05',
    });
  });

  it('sends nothing on from a month the cut-off does not end early', () => {
    expect(transferWindow({ From: '2027-03-01', To: '2027-03-31' }, 28)).toEqual({
      From: '2027-03-01',
      To: '2027-03-28',
    });
    expect(transferWindow({ From: '2027-04-01', To: '2027-04-30' }, 28)).toEqual({
      From: '2027-03-29',
      To: '2027-04-28',
    });
  });

  it('gives every date one transfer date, so months partition the rows', () => {
    expect(transferDateOf('2026-12-20', 20)).toBe('2026-12-20');
    expect(transferDateOf('2026-12-21', 20)).toBe('2027-01-01');
    expect(transferDateOf('2026-12-31', null)).toBe('2026-12-31');
    for (let brytdatum = 1; brytdatum <= 28; brytdatum++) {
      const months = ['2027-01', '2027-02', '2027-03'].map((m) =>
        transferWindow({ From: `${m}-01`, To: m === '2027-02' ? `${m}-28` : `${m}-31` }, brytdatum),
      );
      for (let i = 1; i < months.length; i++) {
        const end = new Date(`${months[i - 1]!.To}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + 1);
        expect(months[i]!.From, `brytdatum ${brytdatum}`).toBe(end.toISOString().slice(0, 10));
      }
    }
  });
});
