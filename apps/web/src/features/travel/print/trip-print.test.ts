import { describe, expect, it } from 'vitest';
import { reserakningPdfName, reserakningPdfUrl, tripIdOf } from './trip-print';

describe('print URLs (SPEC §7: no api prefix)', () => {
  it("builds the travel expense report's address and name from the trip", () => {
    const id = '5b0c1f8e-93a4-4c55-9d4b-0d7c1d1c0f00';
    expect(reserakningPdfUrl(id, 'fr')).toBe(`/print/reserakning?Id=${id}&Lang=fr`);
    expect(reserakningPdfName({ AnstNr: '10/01', AvresaDatum: '2026-11-10' })).toBe(
      'reserakning-1001-2026-11-10.pdf',
    );
    expect(tripIdOf(id)).toBe(id);
    expect(tripIdOf(` ${id.toUpperCase()} `)).toBe(id.toUpperCase());
    for (const missing of [null, '', 'x', `${id}0`]) expect(tripIdOf(missing)).toBeNull();
  });
});
