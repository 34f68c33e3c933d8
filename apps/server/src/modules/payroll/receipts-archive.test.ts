import { describe, expect, it } from 'vitest';
import { csvField, receiptEntryName } from './receipts-archive';

describe('the receipts of a payroll transfer', () => {
  it('writes a CSV a spreadsheet cannot run', () => {
    expect(csvField('=HYPERLINK("https://x")')).toBe(`"'=HYPERLINK(""https://x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-20.00')).toBe('-20.00');
    expect(csvField('Taxi; Arlanda')).toBe('"Taxi; Arlanda"');
    expect(csvField('Taxi\u0000\u001b[31m')).toBe('Taxi[31m');
  });

  it('names each receipt in its employee folder with the one file name cleaner', () => {
    const row = { anstNr: '12', datum: '2026-11-14', postId: 7, lonKod: 'UTLÄGG', mime: 'image/png' };
    expect(receiptEntryName(row)).toBe('12/2026-11-14-7-UTLÄGG.png');
    // No way out of the folder, nothing a spreadsheet would run in the index's file cell.
    expect(receiptEntryName({ ...row, anstNr: '../..' })).toBe('_/2026-11-14-7-UTLÄGG.png');
    expect(receiptEntryName({ ...row, anstNr: '=1+1' })).toBe('1+1/2026-11-14-7-UTLÄGG.png');
    expect(receiptEntryName({ ...row, lonKod: 'a/b\\c' })).toBe('12/2026-11-14-7-a_b_c.png');
    expect(receiptEntryName({ ...row, postId: null, mime: 'application/x-unknown' })).toBe(
      '12/2026-11-14--UTLÄGG.bin',
    );
  });
});
