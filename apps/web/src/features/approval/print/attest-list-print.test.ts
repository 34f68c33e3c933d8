import { describe, expect, it } from 'vitest';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import { attestlistaPdfName, attestlistaPdfUrl, attestTotals } from './attest-list-print';

const NOV = { From: '2026-11-01', To: '2026-11-30' };

describe('print URLs (SPEC §7: no api prefix)', () => {
  it('builds the PDF addresses in the interface language, and the file names', () => {
    expect(attestlistaPdfUrl(NOV, 'en')).toBe('/print/attestlista?From=2026-11-01&To=2026-11-30&Lang=en');
    expect(attestlistaPdfName(NOV)).toBe('attestlista-2026-11-01-2026-11-30.pdf');
  });
});

describe('sums', () => {
  it('adds up the attest list', () => {
    const e = (n: number): AttestListEntry => ({
      AnstNr: String(n),
      FoNamn: 'A',
      EfNamn: 'B',
      Avdelning: 'EKO',
      SchemaTimmar: 160.1,
      Timmar: 150.2,
      Antal: { NOT_APPROVED: 1, APPROVED: 0, NOT_ATTESTED: 2, ATTESTED: n, LOCKED: 0 },
      AntalAtlVarningar: 0,
      Ersattningar: {
        Antal: { NOT_APPROVED: 0, APPROVED: 0, NOT_ATTESTED: 0, ATTESTED: 0, LOCKED: 0 },
        Summa: 0,
      },
    });
    expect(attestTotals([e(1), e(2)])).toEqual({
      employees: 2,
      schemaTimmar: 320.2,
      timmar: 300.4,
      antal: { NOT_APPROVED: 2, APPROVED: 0, NOT_ATTESTED: 4, ATTESTED: 3, LOCKED: 0 },
    });
  });
});
