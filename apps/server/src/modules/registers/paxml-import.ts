// POST /registers/import/paxml(/preview): the registers from the payroll program's PAXml file
// (DOMAIN §12). The preview compares the file with the registers and lists what is new, changed,
// ended, in conflict or wrong, with reasons; the import does the same and stores it in one
// transaction. Importing the same file twice changes nothing the second time.
import type { FastifyInstance } from 'fastify';
import {
  decisionKey,
  isTimeCodeId,
  isValidPersonnummer,
  mergeField,
  normaliseOrgnr,
  PORTAL_DIMENSIONS,
  type ImportCounts,
  type ImportField,
  type ImportReason,
  type ImportResult,
  type ImportRow,
  type ImportSection,
  type PaxmlImportRequest,
  type PaxmlPerson,
  type PaxmlRegisters,
} from '@lonportal/domain';
import { elapsedMinutes, stockholmWallTime } from '@lonportal/domain/dates';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { decodeUpload } from '../../shared/uploads';
import { announceRegister } from './announce';
import { PERSON_FIELDS, type Plan, type PersonValues } from './import-plan';
import * as repo from './import-repository';
import { readPaxmlRegisters } from './paxml-read';

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

const errorRow = (Sektion: ImportSection, Nyckel: string, Namn: string, Orsak: ImportReason): ImportRow => ({
  Sektion,
  Nyckel,
  Namn,
  Typ: 'FEL',
  Falt: [],
  Orsak,
});

/**
 * Merges `portal` with the file three ways, field by field (domain mergeField), with the user's
 * decisions on conflicts; answers the fields that differ and the values to store.
 */
function mergeRow<F extends string>(
  section: ImportSection,
  key: string,
  fields: readonly F[],
  portal: Record<F, string>,
  synced: Record<string, string> | undefined,
  file: Partial<Record<F, string>>,
  decisions: PaxmlImportRequest['Beslut'],
): { falt: ImportField[]; values: Record<F, string>; conflicts: number; undecided: number } {
  const values = { ...portal };
  const falt: ImportField[] = [];
  let conflicts = 0;
  let undecided = 0;
  for (const f of fields) {
    const outcome = mergeField(portal[f], synced?.[f], file[f]);
    if (outcome === 'SAME') continue;
    falt.push({ Falt: f, Portal: portal[f], Fil: file[f] ?? '', Utfall: outcome });
    if (outcome === 'TAKE_FILE') values[f] = file[f] ?? '';
    if (outcome === 'CONFLICT') {
      conflicts++;
      const decision = decisions[decisionKey(section, key, f)];
      if (decision === 'FIL') values[f] = file[f] ?? '';
      else if (decision !== 'PORTAL') undecided++;
    }
  }
  return { falt, values, conflicts, undecided };
}

const syncedOf = (file: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(file).filter((e): e is [string, string] => e[1] !== undefined));

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

function planPersons(
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

function planCodes(file: PaxmlRegisters, state: repo.ImportState, req: PaxmlImportRequest, plan: Plan) {
  for (const k of file.Koder) {
    const tid = state.tidKoder.get(k.Id);
    const lon = state.lonKoder.get(k.Id);
    const existing = tid ? 'tid' : lon ? 'lon' : null;
    const synced = { BenText: k.Namn };
    const syncKey = { register: 'koder', kod: k.Id };
    if (!existing) {
      plan.codes.push({
        id: k.Id,
        existing,
        values: { benText: k.Namn },
        synced,
        syncKey,
        row: {
          Sektion: 'koder',
          Nyckel: k.Id,
          Namn: k.Namn,
          Typ: 'NY',
          Falt: [],
          Orsak: isTimeCodeId(k.Id) ? 'newTimeCode' : 'newPayCode',
        },
      });
      continue;
    }
    const portal = { BenText: (tid ?? lon)!.benText };
    const merged = mergeRow(
      'koder',
      k.Id,
      ['BenText'],
      portal,
      state.sync.get(`koder:${k.Id}`),
      synced,
      req.Beslut,
    );
    plan.codes.push({
      id: k.Id,
      existing,
      values: merged.undecided > 0 ? null : { benText: merged.values.BenText },
      synced,
      syncKey,
      row: {
        Sektion: 'koder',
        Nyckel: k.Id,
        Namn: portal.BenText,
        Typ: merged.conflicts ? 'KONFLIKT' : 'ANDRAD',
        Falt: merged.falt,
        Orsak: merged.falt.length ? '' : 'same',
      },
    });
  }
}

function planUnits(file: PaxmlRegisters, state: repo.ImportState, req: PaxmlImportRequest, plan: Plan) {
  for (const u of file.Resultatenheter) {
    const key = `${u.Dim}:${u.Id}`;
    if (u.Dim > PORTAL_DIMENSIONS) {
      plan.errors.push(errorRow('resultatenheter', key, u.Namn, 'dimensionNotUsed'));
      continue;
    }
    const existing = state.units.get(key);
    const synced = { Namn: u.Namn };
    const syncKey = { register: 'resultatenheter', kod: key };
    if (!existing) {
      if (u.Delete) continue;
      plan.units.push({
        dim: u.Dim,
        id: u.Id,
        isNew: true,
        values: { namn: u.Namn, stangd: false },
        synced,
        syncKey,
        row: { Sektion: 'resultatenheter', Nyckel: key, Namn: u.Namn, Typ: 'NY', Falt: [], Orsak: '' },
      });
      continue;
    }
    const merged = mergeRow(
      'resultatenheter',
      key,
      ['Namn'],
      { Namn: existing.namn },
      state.sync.get(`resultatenheter:${key}`),
      synced,
      req.Beslut,
    );
    const closes = u.Delete && !existing.stangd;
    plan.units.push({
      dim: u.Dim,
      id: u.Id,
      isNew: false,
      values: merged.undecided > 0 ? null : { namn: merged.values.Namn, stangd: existing.stangd || u.Delete },
      synced,
      syncKey,
      row: {
        Sektion: 'resultatenheter',
        Nyckel: key,
        Namn: existing.namn,
        Typ: merged.conflicts ? 'KONFLIKT' : closes ? 'AVSLUTAD' : 'ANDRAD',
        Falt: merged.falt,
        Orsak: merged.falt.length || closes ? '' : 'same',
      },
    });
  }
}

function planDimensions(file: PaxmlRegisters, state: repo.ImportState, req: PaxmlImportRequest, plan: Plan) {
  for (const d of file.Dimensioner) {
    const key = String(d.Dim);
    if (d.Dim > PORTAL_DIMENSIONS) {
      plan.errors.push(errorRow('dimensioner', key, d.Namn, 'dimensionNotUsed'));
      continue;
    }
    const portal = { Namn: state.dimensionNames[d.Dim - 1] ?? '' };
    const synced = { Namn: d.Namn };
    const merged = mergeRow(
      'dimensioner',
      key,
      ['Namn'],
      portal,
      state.sync.get(`dimensioner:${key}`),
      synced,
      req.Beslut,
    );
    plan.dimensions.push({
      dim: d.Dim,
      values: merged.undecided > 0 ? null : { namn: merged.values.Namn },
      synced,
      syncKey: { register: 'dimensioner', kod: key },
      row: {
        Sektion: 'dimensioner',
        Nyckel: key,
        Namn: d.Namn,
        Typ: merged.conflicts ? 'KONFLIKT' : 'ANDRAD',
        Falt: merged.falt,
        Orsak: merged.falt.length ? '' : 'same',
      },
    });
  }
}

/** A scheduled day's hours: as the file gives them, else from its start and end, else none. */
const hoursOf = (d: {
  Datum: string;
  StartTid: string | null;
  SlutTid: string | null;
  Timmar: number | null;
}) => d.Timmar ?? (d.StartTid && d.SlutTid ? (elapsedMinutes(d.Datum, d.StartTid, d.SlutTid) ?? 0) / 60 : 0);

function planDays(file: PaxmlRegisters, state: repo.ImportState, plan: Plan) {
  const byPersNr = new Map(state.employees.filter((e) => e.persNr).map((e) => [e.persNr!, e.anstNr]));
  const newcomers = new Set(plan.persons.filter((p) => p.isNew).map((p) => p.anstNr));
  for (const s of file.Scheman) {
    const anstNr = s.AnstNr || (s.PersNr ? byPersNr.get(s.PersNr) : undefined) || '';
    if (!anstNr || !(state.employeeByAnstNr.has(anstNr) || newcomers.has(anstNr))) {
      plan.errors.push(errorRow('schematransaktioner', anstNr || s.PersNr, '', 'unknownEmployee'));
      continue;
    }
    let changed = 0;
    for (const d of s.Dagar) {
      const row = {
        anstNr,
        datum: d.Datum,
        startTid: d.StartTid,
        slutTid: d.SlutTid,
        timmar: Math.round(hoursOf(d) * 100) / 100,
      };
      const had = state.days.get(`${anstNr}:${d.Datum}`);
      if (had && had.timmar === row.timmar && had.startTid === row.startTid && had.slutTid === row.slutTid) {
        plan.dayCounts.same++;
        continue;
      }
      changed++;
      plan.dayCounts.changed++;
      plan.days.push(row);
    }
    const who = state.employeeByAnstNr.get(anstNr);
    if (changed > 0)
      plan.scheduleRows.push({
        Sektion: 'schematransaktioner',
        Nyckel: anstNr,
        Namn: who ? `${who.foNamn} ${who.efNamn}` : '',
        Typ: 'ANDRAD',
        Falt: [{ Falt: 'Schemadagar', Portal: '', Fil: String(changed), Utfall: 'TAKE_FILE' }],
        Orsak: '',
      });
  }
}

async function planOf(app: FastifyInstance, ctx: CompanyContext, req: PaxmlImportRequest) {
  const file = await readPaxmlRegisters(decodeUpload(req.Innehall));
  if (file.Orgnr && normaliseOrgnr(file.Orgnr) !== ctx.company.orgnr)
    throw new ApiError('ImportWrongCompany', { details: [{ Field: 'foretagorgnr', Code: file.Orgnr }] });
  const today = stockholmWallTime(app.now()).Datum;
  const state = await repo.importState(app.db, ctx.company.ftgId, file);
  const plan: Plan = {
    persons: [],
    codes: [],
    units: [],
    dimensions: [],
    days: [],
    scheduleRows: [],
    dayCounts: { changed: 0, same: 0 },
    errors: [],
  };
  planPersons(file, state, req, today, plan);
  planCodes(file, state, req, plan);
  planUnits(file, state, req, plan);
  planDimensions(file, state, req, plan);
  planDays(file, state, plan);
  return { file, plan };
}

function resultOf(plan: Plan, saved: boolean): ImportResult {
  const rows = [...plan.persons, ...plan.codes, ...plan.units, ...plan.dimensions].map((c) => c.row);
  const listed = rows.filter((r) => r.Orsak !== 'same');
  const count = (typ: ImportRow['Typ']) => listed.filter((r) => r.Typ === typ).length;
  const Antal: ImportCounts = {
    Nya: count('NY'),
    Andrade: count('ANDRAD'),
    Avslutade: count('AVSLUTAD'),
    Konflikter: count('KONFLIKT'),
    Fel: plan.errors.length,
    Oforandrade: rows.length - listed.length,
    SchemadagarAndrade: plan.dayCounts.changed,
    SchemadagarOforandrade: plan.dayCounts.same,
  };
  return { Antal, Rader: [...listed, ...plan.scheduleRows, ...plan.errors], Sparad: saved };
}

export async function previewPaxmlImport(app: FastifyInstance, ctx: CompanyContext, req: PaxmlImportRequest) {
  return resultOf((await planOf(app, ctx, req)).plan, false);
}

export async function importPaxml(app: FastifyInstance, ctx: CompanyContext, req: PaxmlImportRequest) {
  const { plan } = await planOf(app, ctx, req);
  const all = [...plan.persons, ...plan.codes, ...plan.units, ...plan.dimensions];
  const undecided = all.filter((c) => c.row.Typ === 'KONFLIKT' && c.values === null);
  if (undecided.length > 0)
    throw new ApiError('ImportDecisionsMissing', {
      details: undecided.flatMap((c) =>
        c.row.Falt.filter((f) => f.Utfall === 'CONFLICT').map((f) => ({
          Field: decisionKey(c.row.Sektion, c.row.Nyckel, f.Falt),
          Code: 'undecided',
        })),
      ),
    });
  if (plan.errors.length > 0 && !req.HoppaOverFel)
    throw new ApiError('ImportRowsWrong', {
      details: plan.errors.map((e) => ({ Field: `${e.Sektion}:${e.Nyckel}`, Code: e.Orsak })),
    });
  const now = app.now();
  await app.db.transaction(async (tx) => {
    await repo.storePlan(
      tx,
      ctx.company.ftgId,
      plan,
      { TidKodGrupp: req.TidKodGrupp, LonKodGrupp: req.LonKodGrupp },
      now,
    );
    const result = resultOf(plan, true);
    await writeAudit(tx, {
      at: now,
      userId: ctx.auth.user.id,
      ftgId: ctx.company.ftgId,
      action: 'register.imported',
      details: { Fil: req.Filnamn, ...result.Antal },
    });
  });
  await announceRegister(app, ctx.company.ftgId, [
    'employees',
    'departments',
    'schedules',
    'timeCodes',
    'payCodes',
    'resultUnits',
    'companyInfo',
  ]);
  return resultOf(plan, true);
}
