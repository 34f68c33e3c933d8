import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../lib/api-client';
import { fieldErrorsOf } from './server-field-errors';

describe('fieldErrorsOf', () => {
  const err = new ApiError(
    400,
    40000,
    [
      { Field: 'CurrentPassword', Code: 'errors.currentPasswordWrong' },
      { Field: 'Other', Code: 'validation.required' },
      { Field: 'NewPassword', Code: 'validation.password.tooCommon' },
    ],
    'Bad request',
  );

  it("keeps the problems of this form's fields, in the server's order", () => {
    expect(fieldErrorsOf(err, ['NewPassword', 'CurrentPassword'])).toEqual([
      { field: 'CurrentPassword', code: 'errors.currentPasswordWrong' },
      { field: 'NewPassword', code: 'validation.password.tooCommon' },
    ]);
  });

  it("maps wire names to the form's fields when the form names them differently", () => {
    const formField = (wire: string) => (wire === 'NewPassword' ? 'Password' : null);
    expect(fieldErrorsOf(err, formField)).toEqual([
      { field: 'Password', code: 'validation.password.tooCommon' },
    ]);
  });

  it('gives nothing for other errors', () => {
    expect(fieldErrorsOf(new NetworkError('offline'), ['NewPassword'])).toEqual([]);
    expect(fieldErrorsOf(new Error('x'), ['NewPassword'])).toEqual([]);
    expect(fieldErrorsOf(new ApiError(500, 50000, [], 'x'), ['NewPassword'])).toEqual([]);
  });
});
