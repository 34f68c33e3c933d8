import type { EmployeeDetail, EmployeeRegisterEntry } from '@lonportal/domain';
import { employmentEnded } from '@lonportal/domain';
import { presentPerStatus } from '../../shared/presenters';
import type { EmployeeRow, employeeDetails } from './employees-repository';

type Details = Awaited<ReturnType<typeof employeeDetails>>;

/** What the register's list and form both show of an employee. */
const basics = (e: EmployeeRow) => ({
  AnstNr: e.anstNr,
  FoNamn: e.foNamn,
  EfNamn: e.efNamn,
  PersNr: e.persNr ?? '',
  SkyddadIdentitet: e.skyddadIdentitet,
  Avdelning: e.avdelning ?? '',
  TidKodGrupp: e.tidKodGrupp,
  LonKodGrupp: e.lonKodGrupp,
  AnstDatum: e.anstDatum ?? '',
  SlutDatum: e.slutDatum ?? '',
  Locked: e.locked,
});

/** An employee as the register's list shows them. */
export const presentRegisterEntry = (e: EmployeeRow, today: string): EmployeeRegisterEntry => ({
  ...basics(e),
  Avslutad: employmentEnded(e.slutDatum ?? '', today),
});

/** An employee as the register's form shows them, with their schedules, history and users. */
export const presentEmployeeDetail = (e: EmployeeRow, d: Details): EmployeeDetail => ({
  ...basics(e),
  Version: e.version,
  Email: e.email ?? '',
  Phone: e.phone ?? '',
  PerStatus: presentPerStatus(e),
  PerSchema: d.schema.map((s) => ({
    FromDatum: s.fromDatum,
    UseArbSchema: s.useArbSchema,
    ArbSchema: s.arbSchema,
  })),
  Kompetenser: e.kompetenser,
  Egenskaper: e.egenskaper,
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
