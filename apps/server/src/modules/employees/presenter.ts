import { NULL_ID, type EmployeeListEntry } from '@lonportal/domain';
import { presentPerStatus } from '../../shared/presenters';
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
  PerStatus: presentPerStatus(e),
  PerSchema: schema.map((s) => ({
    FromDatum: s.fromDatum,
    UseArbSchema: s.useArbSchema,
    ArbSchema: s.arbSchema,
  })),
});
