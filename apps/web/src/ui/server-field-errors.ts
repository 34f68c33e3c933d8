import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../lib/api-client';

/**
 * The field problems of a failed call that belong to this form: `Details[].Field` naming one of
 * `fields`, with its i18n key (`Details[].Code`). Empty for any other error.
 */
export function fieldErrorsOf<F extends string>(
  err: unknown,
  fields: readonly F[],
): { field: F; code: string }[] {
  if (!(err instanceof ApiError)) return [];
  return err.details.flatMap((d) => {
    const field = fields.find((f) => f === d.Field);
    return field ? [{ field, code: d.Code }] : [];
  });
}

/**
 * Marks the form's fields that a failed call named (STYLE: codes → translated field messages) and
 * focuses the first. True when at least one field was marked.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const problems = fieldErrorsOf(err, fields);
  problems.forEach(({ field, code }, i) => setError(field, { message: code }, { shouldFocus: i === 0 }));
  return problems.length > 0;
}
