import { z } from 'zod';
import { compareSwedish } from './swedish-order';

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

/**
 * People in Swedish name order: last name, first name, then AnstNr (Å, Ä, Ö after Z, numbers by
 * value). The one order of every list of people, on the server and on the screen.
 */
export const compareByName = (
  a: { EfNamn: string; FoNamn: string; AnstNr: string },
  b: { EfNamn: string; FoNamn: string; AnstNr: string },
): number =>
  compareSwedish(a.EfNamn, b.EfNamn) ||
  compareSwedish(a.FoNamn, b.FoNamn) ||
  compareSwedish(a.AnstNr, b.AnstNr);
