import { NULL_ID, type EmployeeListEntry } from '@lonportal/domain';
import type { listEmployees } from './repository';

type EmployeeRow = Awaited<ReturnType<typeof listEmployees>>[number];

/** An employee and their PerSchema rows as GET /perlista answers them (SPEC §7). */
export const presentEmployee = ({ employee: e, schema }: EmployeeRow): EmployeeListEntry => ({
  AnstNr: e.anstNr,
  FoNamn: e.foNamn,
  EfNamn: e.efNamn,
  TidKodGrupp: e.tidKodGrupp,
  LonKodGrupp: e.lonKodGrupp,
  ProfilePictureId: e.profilePictureId ?? NULL_ID,
  Locked: e.locked,
  PerStatus: {
    UseBrukare: e.useBrukare,
    Brukare: e.brukare ?? '',
    UseResEnhet1: e.useResEnhet[0] ?? false,
    UseResEnhet2: e.useResEnhet[1] ?? false,
    UseResEnhet3: e.useResEnhet[2] ?? false,
    ResEnhet1: e.resEnhet[0] ?? '',
    ResEnhet2: e.resEnhet[1] ?? '',
    ResEnhet3: e.resEnhet[2] ?? '',
  },
  PerSchema: schema.map((s) => ({
    FromDatum: s.fromDatum,
    UseArbSchema: s.useArbSchema,
    ArbSchema: s.arbSchema,
  })),
});
