// /admin/companies: the licence's companies. LIC creates a company, changes its licence and archives
// it; LIC and ADM list the archived ones and restore them (SPEC §2.4: an archived company is hidden
// from the company list and no one works in it; its data is kept).
import type { FastifyInstance } from 'fastify';
import type { CompanyCreate, CompanyRegisterEntry, CompanyUpdate } from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import { seedHolidays, seedStandardCodes } from '../../db/seed/company-codes';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError, fieldError } from '../../plugins/errors';
import { isUniqueViolation } from '../../shared/db-errors';
import { announceRegister } from './announce';
import { companyColumnsOf, presentCompany } from './companies-presenter';
import * as repo from './companies-repository';

const today = (now: Date) => stockholmWallTime(now).Datum;

/** A second company with the same FtgKey: the key names one company. */
function ftgKeyRace(err: unknown): never {
  if (isUniqueViolation(err)) throw fieldError('FtgKey', 'validation.company.ftgKeyTaken');
  throw err;
}

/**
 * A new company inside the caller's transaction: its salary years start this year, it has Sweden's
 * holidays of this year and the next, and the portal's standard codes and schedules when asked.
 */
export async function newCompanyIn(db: Db, input: CompanyCreate, now: Date) {
  const year = Number(today(now).slice(0, 4));
  const row = await repo.insertCompany(db, { ...companyColumnsOf(input), firstSalaryYear: year });
  await seedHolidays(db, row.ftgId, { firstYear: year, lastYear: year + 1 });
  if (input.StandardRegister) await seedStandardCodes(db, row.ftgId);
  return row;
}

export async function listCompanies(
  app: FastifyInstance,
  archived: boolean,
): Promise<CompanyRegisterEntry[]> {
  const rows = await repo.listCompanies(app.db, { archived, today: today(app.now()) });
  return rows.map((r) => presentCompany(r.company, r.anstallda));
}

/** POST /admin/companies: a new company (newCompanyIn), audited and announced. */
export async function createCompany(
  app: FastifyInstance,
  ctx: CompanyContext,
  input: CompanyCreate,
  now: Date,
): Promise<CompanyRegisterEntry> {
  const company = await app.db
    .transaction(async (tx) => {
      const row = await newCompanyIn(tx, input, now);
      await writeAudit(tx, {
        at: now,
        userId: ctx.auth.user.id,
        ftgId: row.ftgId,
        action: 'company.created',
        details: { FtgKey: row.ftgKey, Namn: row.namn },
      });
      return row;
    })
    .catch(ftgKeyRace);
  await announceRegister(app, null, ['companies']);
  return presentCompany(company, 0);
}

async function existing(app: FastifyInstance, ftgId: string) {
  const row = await repo.findCompany(app.db, ftgId);
  if (!row) throw new ApiError('NotFound');
  return row;
}

/** Writes `values` on the company if it still has `version` (409 otherwise), audited and announced. */
async function writeCompany(
  app: FastifyInstance,
  ctx: CompanyContext,
  ftgId: string,
  version: number,
  values: repo.CompanyValues,
  action: 'company.updated' | 'company.archived' | 'company.restored',
): Promise<CompanyRegisterEntry> {
  const before = await existing(app, ftgId);
  const now = app.now();
  const saved = await app.db
    .transaction(async (tx) => {
      const row = await repo.updateCompanyRow(tx, ftgId, version, values);
      if (!row) throw new ApiError('VersionConflict');
      await writeAudit(tx, {
        at: now,
        userId: ctx.auth.user.id,
        ftgId,
        action,
        details: {
          FtgKey: row.ftgKey,
          Namn: row.namn,
          ...(row.namn !== before.namn ? { Fore: before.namn } : {}),
        },
      });
      return row;
    })
    .catch(ftgKeyRace);
  // The company's own browsers read its info (FtgInfo, licence flags) with /me.
  await announceRegister(app, null, ['companies']);
  if (action !== 'company.restored') await announceRegister(app, ftgId, ['companyInfo']);
  return presentCompany(saved, await repo.employedCount(app.db, ftgId, today(now)));
}

export const updateCompany = (
  app: FastifyInstance,
  ctx: CompanyContext,
  ftgId: string,
  input: CompanyUpdate,
) => writeCompany(app, ctx, ftgId, input.Version, companyColumnsOf(input), 'company.updated');

/** Archives a company; not the one the caller works in (their work there would end mid-request). */
export async function archiveCompany(
  app: FastifyInstance,
  ctx: CompanyContext,
  ftgId: string,
  version: number,
) {
  if (ftgId === ctx.company.ftgId) throw new ApiError('CompanyIsCurrent');
  return writeCompany(app, ctx, ftgId, version, { archived: true }, 'company.archived');
}

export const restoreCompany = (app: FastifyInstance, ctx: CompanyContext, ftgId: string, version: number) =>
  writeCompany(app, ctx, ftgId, version, { archived: false }, 'company.restored');
