import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../lib/api-client';

/**
 * The form fields a failed call may name: their names when they are the wire names, or a function
 * from a wire name (`Details[].Field`) to the form's field (null for none of this form's).
 */
export type ServerFields<F extends string> = readonly F[] | ((wireField: string) => F | null);

const fieldOf = <F extends string>(fields: ServerFields<F>, wireField: string): F | null =>
  typeof fields === 'function' ? fields(wireField) : (fields.find((f) => f === wireField) ?? null);

/**
 * The field problems of a failed call that belong to this form: `Details[].Field` naming one of
 * `fields`, with its i18n key (`Details[].Code`). Empty for any other error.
 */
export function fieldErrorsOf<F extends string>(
  err: unknown,
  fields: ServerFields<F>,
): { field: F; code: string }[] {
  if (!(err instanceof ApiError)) return [];
  return err.details.flatMap((d) => {
    const field = fieldOf(fields, d.Field);
    return field ? [{ field, code: d.Code }] : [];
  });
}

/**
 * Marks the form's fields that a failed call named (STYLE: codes → translated field messages) and
 * focuses the first. True when at least one field was marked; otherwise the caller shows the
 * error itself (showError, or errorMessageKey in the dialog).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  fields: ServerFields<FieldPath<T>>,
  setError: UseFormSetError<T>,
): boolean {
  const problems = fieldErrorsOf(err, fields);
  problems.forEach(({ field, code }, i) => setError(field, { message: code }, { shouldFocus: i === 0 }));
  return problems.length > 0;
}
