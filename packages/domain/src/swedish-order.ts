// Swedish alphabetical order (Å, Ä, Ö after Z; case and accents aside; numbers by value): the one
// order of every list of names, on the server and on the screen.

let collator: Intl.Collator | undefined;

/**
 * Compares two texts in Swedish order. The collator is made at the first comparison, not when the
 * module loads: making one loads the language's collation data, a cost a page that sorts nothing
 * as it opens should not pay.
 */
export const compareSwedish = (a: string, b: string): number =>
  (collator ??= new Intl.Collator('sv', { sensitivity: 'base', numeric: true })).compare(a, b);
