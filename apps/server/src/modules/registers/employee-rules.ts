// What an employee must meet as the register writes them (SPEC §3, §5): a personal identity number
// is one employee's in the company, and every code named is one the company has (their competences
// and properties too); a department or code that is closed is given to no one new (the one the
// employee has keeps).
import type { EmployeeCreate, EmployeeUpdate } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { fieldError } from '../../plugins/errors';
import * as repo from './employees-repository';
import { checkStaffingCodes } from './staffing-code-rules';

type Input = EmployeeCreate | EmployeeUpdate;

/**
 * Every code the employee is given must be open; one they had before (a period of a schedule since
 * closed) they keep. `beforeSchema` are their PerSchema periods as stored.
 */
export async function checkEmployee(
  db: Db,
  ftgId: string,
  input: Input,
  before: repo.EmployeeRow | null,
  beforeSchema: readonly { fromDatum: string; arbSchema: string }[] = [],
) {
  const hadSchedule = (p: { FromDatum: string; ArbSchema: string }) =>
    beforeSchema.some((b) => b.fromDatum === p.FromDatum && b.arbSchema === p.ArbSchema);
  if (input.PersNr && (await repo.persNrHolder(db, ftgId, input.PersNr, before?.anstNr ?? null)))
    throw fieldError('PersNr', 'validation.register.persNrTaken');
  const s = input.PerStatus;
  const units = [s.ResEnhet1, s.ResEnhet2, s.ResEnhet3];
  const scheman = input.PerSchema.filter((p) => p.UseArbSchema).map((p) => p.ArbSchema);
  const found = await repo.codesOf(db, ftgId, {
    avdelning: input.Avdelning,
    brukare: s.Brukare,
    scheman,
    resEnhet: units,
  });
  if (input.Avdelning) {
    if (!found.department) throw fieldError('Avdelning', 'validation.register.unknownCode');
    if (found.department.closed && before?.avdelning !== input.Avdelning)
      throw fieldError('Avdelning', 'validation.register.closedCode');
  }
  if (s.Brukare) {
    if (!found.brukare) throw fieldError('PerStatus.Brukare', 'validation.register.unknownCode');
    if (found.brukare.closed && before?.brukare !== s.Brukare)
      throw fieldError('PerStatus.Brukare', 'validation.register.closedCode');
  }
  units.forEach((kod, i) => {
    if (kod && !found.units.has(`${i + 1}:${kod}`))
      throw fieldError(`PerStatus.ResEnhet${i + 1}`, 'validation.register.unknownCode');
  });
  input.PerSchema.forEach((p, i) => {
    if (!p.UseArbSchema) return;
    const schedule = found.scheman.get(p.ArbSchema);
    if (!schedule) throw fieldError(`PerSchema.${i}.ArbSchema`, 'validation.register.unknownCode');
    if (schedule.closed && !(before && hadSchedule(p)))
      throw fieldError(`PerSchema.${i}.ArbSchema`, 'validation.register.closedCode');
  });
  await checkStaffingCodes(db, ftgId, 'Kompetenser', input.Kompetenser, before?.kompetenser ?? []);
  await checkStaffingCodes(db, ftgId, 'Egenskaper', input.Egenskaper, before?.egenskaper ?? []);
}

/** The employee's own columns as the input names them, the dated ones included. */
export const employeeColumnsOf = (input: Input): repo.EmployeeColumns & repo.DatedColumns => ({
  foNamn: input.FoNamn,
  efNamn: input.EfNamn,
  persNr: input.PersNr || null,
  skyddadIdentitet: input.SkyddadIdentitet,
  email: input.Email || null,
  phone: input.Phone || null,
  avdelning: input.Avdelning || null,
  tidKodGrupp: input.TidKodGrupp,
  lonKodGrupp: input.LonKodGrupp,
  anstDatum: input.AnstDatum || null,
  slutDatum: input.SlutDatum || null,
  locked: input.Locked,
  useBrukare: input.PerStatus.UseBrukare,
  brukare: input.PerStatus.Brukare || null,
  useResEnhet: [input.PerStatus.UseResEnhet1, input.PerStatus.UseResEnhet2, input.PerStatus.UseResEnhet3],
  resEnhet: [input.PerStatus.ResEnhet1, input.PerStatus.ResEnhet2, input.PerStatus.ResEnhet3],
  kompetenser: [...input.Kompetenser],
  egenskaper: [...input.Egenskaper],
});

export const perSchemaRowsOf = (input: Input) =>
  input.PerSchema.map((p) => ({
    fromDatum: p.FromDatum,
    useArbSchema: p.UseArbSchema,
    arbSchema: p.ArbSchema,
  }));

/** Whether the dated columns differ. */
export const datedDiffer = (a: repo.DatedColumns, b: repo.DatedColumns): boolean =>
  a.avdelning !== b.avdelning || a.tidKodGrupp !== b.tidKodGrupp || a.lonKodGrupp !== b.lonKodGrupp;
