import { describe, expect, it } from 'vitest';
import { csvField, zipNamePart } from './receipts-archive';

describe('the receipts of a payroll transfer', () => {
  it('writes a CSV a spreadsheet cannot run, and ZIP names that stay in their folder', () => {
    expect(csvField('=HYPERLINK("https://x")')).toBe(`"'=HYPERLINK(""https://x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-20.00')).toBe('-20.00');
    expect(csvField('Taxi; Arlanda')).toBe('"Taxi; Arlanda"');
    expect(zipNamePart('../..')).toBe('__..');
    expect(zipNamePart('a/b\\c')).toBe('a_b_c');
    expect(zipNamePart('UTLÄGG')).toBe('UTLÄGG');
  });
});
