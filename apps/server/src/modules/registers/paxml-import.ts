// POST /registers/import/paxml(/preview): the registers from the payroll program's PAXml file
// (DOMAIN §12). The preview compares the file with the registers and lists what is new, changed,
// ended, in conflict or wrong, with reasons; the import does the same and stores it in one
// transaction. Importing the same file twice changes nothing the second time.
import type { FastifyInstance } from 'fastify';
import {
  decisionKey,
  normaliseOrgnr,
  type ImportCounts,
  type ImportResult,
  type ImportRow,
  type PaxmlImportRequest,
} from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { decodeUpload } from '../../shared/uploads';
import { announceRegister } from './announce';
import type { Plan } from './import-plan';
import * as repo from './import-repository';
import { planCodes, planDays, planDimensions, planUnits } from './paxml-plan-codes';
import { planPersons } from './paxml-plan-persons';
import { readPaxmlRegisters } from './paxml-read';

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
