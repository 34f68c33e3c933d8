import { describe, expect, it } from 'vitest';
import { payrollFileName, payrollFileUrl, storedFile } from './export-file';

describe('the payroll file', () => {
  it('is downloaded without the api prefix', () => {
    expect(payrollFileUrl('5b0c1f8e-93a4-4c55-9d4b-0d7c1d1c0f00')).toBe(
      '/download/lonexport/5b0c1f8e-93a4-4c55-9d4b-0d7c1d1c0f00',
    );
  });

  it('is named after the organisation number (10 digits) and the period', () => {
    expect(payrollFileName('165566771230', { From: '2026-11-01', To: '2026-11-30' })).toBe(
      'paxml-5566771230-2026-11-01-2026-11-30.xml',
    );
  });

  it('exists only when rows were transferred', () => {
    expect(storedFile({ Antal: 0 })).toBe(false);
    expect(storedFile({ Antal: 3 })).toBe(true);
  });
});
