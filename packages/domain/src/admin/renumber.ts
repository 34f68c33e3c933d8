import { z } from 'zod';
import { zRequiredString } from '../validation/zod';

// Renumbering (SPEC §4 ANSTNRS_CHANGED, BRUKARNRS_CHANGED): an employee or a brukare gets
// a new number in the company, everywhere it is used; open browsers follow and the sessions of the
// accounts linked to it go on with the new number.

/** What is renumbered: an employee's AnstNr or a brukare's number. */
export const RENUMBER_KINDS = ['ANSTNR', 'BRUKARE'] as const;
export type RenumberKind = (typeof RENUMBER_KINDS)[number];

/** POST /admin/renumber: from one number to another that is free. */
export const RenumberSchema = z
  .object({
    Typ: z.enum(RENUMBER_KINDS, { error: 'validation.required' }),
    Fran: zRequiredString(20),
    Till: zRequiredString(20).regex(/^[\p{L}\p{N}-]+$/u, { error: 'validation.alphanumeric' }),
  })
  .strict()
  .refine((r) => r.Fran !== r.Till, { path: ['Till'], error: 'validation.renumber.same' });
export type Renumber = z.output<typeof RenumberSchema>;

/** What was renumbered: how many rows of time and how many accounts followed. */
export const RenumberResultSchema = z.object({ Tidrader: z.int(), Konton: z.int() });
