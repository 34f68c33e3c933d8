import { z } from 'zod';

/** SPEC §3 Employee list entry (GET /perlista). */
export const EmployeeListEntrySchema = z.object({
  AnstNr: z.string(),
  FoNamn: z.string(),
  EfNamn: z.string(),
  TidKodGrupp: z.string(),
  LonKodGrupp: z.string(),
  ProfilePictureId: z.uuid(),
  Locked: z.boolean(),
  PerStatus: z.object({
    UseBrukare: z.boolean(),
    Brukare: z.string(),
    UseResEnhet1: z.boolean(),
    UseResEnhet2: z.boolean(),
    UseResEnhet3: z.boolean(),
    ResEnhet1: z.string(),
    ResEnhet2: z.string(),
    ResEnhet3: z.string(),
  }),
  PerSchema: z.array(z.object({ FromDatum: z.string(), UseArbSchema: z.boolean(), ArbSchema: z.string() })),
});
export type EmployeeListEntry = z.infer<typeof EmployeeListEntrySchema>;
export const EmployeeListSchema = z.array(EmployeeListEntrySchema);

/** GET /perlista query: one employee, and whether locked (inactive) ones are included. */
export const EmployeeListQuerySchema = z.object({
  AnstNr: z.string().max(20).optional(),
  Locked: z.enum(['true', 'false']).optional(),
});

const nameCollator = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });

/**
 * People in Swedish name order: last name, first name, then AnstNr (Å, Ä, Ö after Z, numbers by
 * value). The one order of every list of people, on the server and on the screen.
 */
export const compareByName = (
  a: { EfNamn: string; FoNamn: string; AnstNr: string },
  b: { EfNamn: string; FoNamn: string; AnstNr: string },
): number =>
  nameCollator.compare(a.EfNamn, b.EfNamn) ||
  nameCollator.compare(a.FoNamn, b.FoNamn) ||
  nameCollator.compare(a.AnstNr, b.AnstNr);
