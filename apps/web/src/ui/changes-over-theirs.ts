import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

// ARCHITECTURE "Concurrency": a save on a stale version is refused (409) and nothing is lost. The
// form then shows what the other person saved, with this person's own changes put back on top.

/** The top-level fields whose values differ between `a` and `b`. */
export const changedFields = <T extends FieldValues>(a: T, b: T): Path<T>[] =>
  (Object.keys(a) as Path<T>[]).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));

/**
 * After a version conflict: the form shows `theirs` (the values saved now), and the fields this
 * person changed from `read` (what the form was read from) keep this person's values, marked changed.
 */
export function putChangesOverTheirs<T extends FieldValues>(
  form: UseFormReturn<T>,
  read: T,
  theirs: T,
): void {
  const mine = form.getValues();
  const changed = changedFields(mine, read);
  form.reset(theirs);
  for (const k of changed) form.setValue(k, mine[k] as PathValue<T, Path<T>>, { shouldDirty: true });
}
