// The persons of a PAXml file (`personal`) as an import plans them: who each is, and what is new,
// changed, ended or in conflict against the register.
import {
  isValidPersonnummer,
  type ImportReason,
  type PaxmlImportRequest,
  type PaxmlPerson,
  type PaxmlRegisters,
} from '@lonportal/domain';
import { errorRow, mergeRow, syncedOf } from './import-merge';
import { PERSON_FIELDS, type Plan, type PersonValues } from './import-plan';
import type * as repo from './import-repository';

/** What the file says of each field of a person (undefined: nothing). */
function fileValues(p: PaxmlPerson, today: string): Partial<PersonValues> {
  const unit = (dim: number) => p.ResEnheter.find((r) => r.Dim === dim)?.Id;
  return {
    FoNamn: p.FoNamn,
    EfNamn: p.EfNamn,
    PersNr: p.PersNr || undefined,
    Email: p.Email,
    Phone: p.Phone,
    AnstDatum: p.AnstDatum,
    // A person deleted from payroll has left, on their last day if the file says it, else today.
    SlutDatum: p.SlutDatum ?? (p.Delete ? today : undefined),
    ResEnhet1: unit(1),
    ResEnhet2: unit(2),
    ResEnhet3: unit(3),
  };
}

const portalValues = (e: repo.EmployeeRow): PersonValues => ({
  FoNamn: e.foNamn,
  EfNamn: e.efNamn,
  PersNr: e.persNr ?? '',
  Email: e.email ?? '',
  Phone: e.phone ?? '',
  AnstDatum: e.anstDatum ?? '',
  SlutDatum: e.slutDatum ?? '',
  ResEnhet1: e.resEnhet[0] ?? '',
  ResEnhet2: e.resEnhet[1] ?? '',
  ResEnhet3: e.resEnhet[2] ?? '',
});

/** Who the file's persons are: their AnstNr, or the reason a person cannot be imported. */
function identify(file: PaxmlRegisters, state: repo.ImportState) {
  const byPersNr = new Map(state.employees.filter((e) => e.persNr).map((e) => [e.persNr!, e.anstNr]));
  const seenAnstNr = new Set<string>();
  const seenPersNr = new Set<string>();
  return file.Personal.map((p) => {
    const anstNr = p.AnstNr || (p.PersNr ? byPersNr.get(p.PersNr) : undefined) || '';
    const fault = ((): ImportReason | null => {
      if (!anstNr) return 'noAnstNr';
      if (seenAnstNr.has(anstNr)) return 'duplicateInFile';
      seenAnstNr.add(anstNr);
      if (!p.PersNr) return null;
      if (!isValidPersonnummer(p.PersNr)) return 'persNrInvalid';
      if (seenPersNr.has(p.PersNr)) return 'duplicatePersNr';
      seenPersNr.add(p.PersNr);
      const holder = byPersNr.get(p.PersNr);
      return holder && holder !== anstNr ? 'persNrOfAnother' : null;
    })();
    return { person: p, anstNr, fault };
  });
}

/** A person the portal does not have: new, with the file's values and the code groups chosen. */
function planNewPerson(
  anstNr: string,
  fileVals: Partial<PersonValues>,
  req: PaxmlImportRequest,
): Plan['persons'][number] | ImportReason {
  if (!fileVals.FoNamn || !fileVals.EfNamn) return 'namesMissing';
  if (!req.TidKodGrupp || !req.LonKodGrupp) return 'codeGroupsMissing';
  const values = Object.fromEntries(PERSON_FIELDS.map((f) => [f, fileVals[f] ?? ''])) as PersonValues;
  return {
    anstNr,
    isNew: true,
    values,
    synced: syncedOf(fileVals),
    syncKey: { register: 'personal', kod: anstNr },
    row: {
      Sektion: 'personal',
      Nyckel: anstNr,
      Namn: `${values.FoNamn} ${values.EfNamn}`,
      Typ: 'NY',
      Falt: PERSON_FIELDS.filter((f) => values[f] !== '').map((f) => ({
        Falt: f,
        Portal: '',
        Fil: values[f],
        Utfall: 'TAKE_FILE' as const,
      })),
      Orsak: '',
    },
  };
}

/** A person the portal has: each field merged three ways, the row's kind from what changes. */
function planKnownPerson(
  existing: repo.EmployeeRow,
  fileVals: Partial<PersonValues>,
  state: repo.ImportState,
  req: PaxmlImportRequest,
): Plan['persons'][number] {
  const anstNr = existing.anstNr;
  const portal = portalValues(existing);
  const merged = mergeRow(
    'personal',
    anstNr,
    PERSON_FIELDS,
    portal,
    state.sync.get(`personal:${anstNr}`),
    fileVals,
    req.Beslut,
  );
  const ended = merged.values.SlutDatum !== portal.SlutDatum && merged.values.SlutDatum !== '';
  const changed = merged.falt.some((f) => f.Utfall === 'TAKE_FILE');
  const kind = merged.conflicts > 0 ? 'KONFLIKT' : ended ? 'AVSLUTAD' : changed ? 'ANDRAD' : null;
  return {
    anstNr,
    isNew: false,
    values: merged.undecided > 0 ? null : merged.values,
    synced: syncedOf(fileVals),
    syncKey: { register: 'personal', kod: anstNr },
    row: {
      Sektion: 'personal',
      Nyckel: anstNr,
      Namn: `${portal.FoNamn} ${portal.EfNamn}`,
      Typ: kind ?? 'ANDRAD',
      Falt: merged.falt,
      Orsak: kind ? '' : 'same',
    },
  };
}

export function planPersons(
  file: PaxmlRegisters,
  state: repo.ImportState,
  req: PaxmlImportRequest,
  today: string,
  plan: Plan,
) {
  for (const { person: p, anstNr, fault } of identify(file, state)) {
    const name = [p.FoNamn, p.EfNamn].filter(Boolean).join(' ');
    const wrong = (reason: ImportReason) =>
      plan.errors.push(errorRow('personal', anstNr || p.PersNr, name, reason));
    if (fault) {
      wrong(fault);
      continue;
    }
    const fileVals = fileValues(p, today);
    const existing = state.employeeByAnstNr.get(anstNr);
    if (existing) {
      plan.persons.push(planKnownPerson(existing, fileVals, state, req));
      continue;
    }
    // A person payroll deleted whom the portal never had: nothing to do.
    if (p.Delete) continue;
    const made = planNewPerson(anstNr, fileVals, req);
    if (typeof made === 'string') wrong(made);
    else plan.persons.push(made);
  }
}
