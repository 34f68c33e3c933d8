import { describe, expect, it } from 'vitest';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { ApiError } from '../../lib/api-client';
import { travelFailure } from './travel-failure';

const apiError = (code: number, details: { Field: string; Code: string }[]) =>
  new ApiError(Math.floor(code / 100), code, details, '', { method: 'POST', path: '/resor' }, null);

describe('the travel pages’ message for a failure', () => {
  it('names the other trip of an overlap, as the server gives it', () => {
    const err = apiError(ERRORS.TravelOverlap.code, [
      { Field: 'Id', Code: '0b9f2d9e-7c52-4f59-9d4e-5ad0f1c1a111' },
      { Field: 'Ort', Code: 'Göteborg' },
      { Field: 'Avresa', Code: '2026-11-10 07:00' },
      { Field: 'Hemkomst', Code: '2026-11-12 20:00' },
    ]);
    expect(travelFailure(err)).toEqual({
      key: 'travel.guide.overlap',
      values: { ort: 'Göteborg', from: '2026-11-10 07:00', to: '2026-11-12 20:00' },
    });
  });

  it('names the years whose normalbelopp are missing, and leaves other errors to the catalogue', () => {
    const err = apiError(ERRORS.TravelNormalbeloppMissing.code, [
      { Field: '2025', Code: 'errors.travelNormalbeloppMissing' },
    ]);
    expect(travelFailure(err)).toEqual({
      key: 'travel.guide.normalbeloppMissing',
      values: { years: '2025' },
    });
    expect(travelFailure(apiError(ERRORS.TravelNotEditable.code, []))).toEqual({
      key: 'errors.travelNotEditable',
    });
  });
});
