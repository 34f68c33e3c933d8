import type { EmployeeDetail, EmployeeRegisterEntry } from '@lonportal/domain';
import { employmentEnded } from '@lonportal/domain';
import type { EmployeeRow, employeeDetails } from './employees-repository';

type Details = Awaited<ReturnType<typeof employeeDetails>>;

/** An employee as the register's list shows them. */
export const presentRegisterEntry = (e: EmployeeRow, today: string): EmployeeRegisterEntry => ({
  AnstNr: e.anstNr,
  FoNamn: e.foNamn,
  EfNamn: e.efNamn,
  PersNr: e.persNr ?? '',
  Avdelning: e.avdelning ?? '',
  TidKodGrupp: e.tidKodGrupp,
  LonKodGrupp: e.lonKodGrupp,
  AnstDatum: e.anstDatum ?? '',
  SlutDatum: e.slutDatum ?? '',
  Locked: e.locked,
  Avslutad: employmentEnded(e.slutDatum ?? '', today),
  SkyddadIdentitet: e.skyddadIdentitet,
});

/** An employee as the register's form shows them, with their schedules, history and users. */
export const presentEmployeeDetail = (e: EmployeeRow, d: Details): EmployeeDetail => ({
  AnstNr: e.anstNr,
  Version: e.version,
  FoNamn: e.foNamn,
  EfNamn: e.efNamn,
  PersNr: e.persNr ?? '',
  SkyddadIdentitet: e.skyddadIdentitet,
  Email: e.email ?? '',
  Phone: e.phone ?? '',
  Avdelning: e.avdelning ?? '',
  TidKodGrupp: e.tidKodGrupp,
  LonKodGrupp: e.lonKodGrupp,
  AnstDatum: e.anstDatum ?? '',
  SlutDatum: e.slutDatum ?? '',
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
  PerSchema: d.schema.map((s) => ({ FromDatum: s.fromDatum, UseArbSchema: s.useArbSchema, ArbSchema: s.arbSchema })),
  Historik: d.history.map(({ row, namn }) => ({
    FromDatum: row.fromDatum,
    Avdelning: row.avdelning ?? '',
    TidKodGrupp: row.tidKodGrupp,
    LonKodGrupp: row.lonKodGrupp,
    Andrad: row.changedAt.toISOString(),
    AndradAv: namn ?? '',
  })),
  Anvandare: d.logins,
});
