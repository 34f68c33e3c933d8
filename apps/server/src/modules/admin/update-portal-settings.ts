// PUT /admin/portal (SPEC §2.1, ADR 0022): the settings and (for those who may) the company
// switches, in one versioned write; rows that a change of approval steps would move forward are
// sent back when asked to. Every open browser of the company hears of it (RESOURCE_UPDATED).
import type { FastifyInstance } from 'fastify';
import {
  can,
  canReopen,
  reopenedStatus,
  stageMoves,
  type CompanyProcess,
  type PortalSettings,
  type PortalSettingsUpdateSchema,
  type StatusFlags,
} from '@lonportal/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { CompanyContext } from '../../plugins/access/index';
import { parsePortalInfo, writeAudit } from '../../plugins/access/store';
import { changes } from '../../shared/changes';
import { companyProcessOf, flagsOf, presentPortalSettings } from './portal-presenter';
import * as repo from './portal-repository';

type PortalUpdate = z.output<typeof PortalSettingsUpdateSchema>;

const SIX = [1, 2, 3, 4, 5, 6] as const;

function columnsOf(p: CompanyProcess): repo.CompanyColumns {
  return {
    kalUseLonReady: p.KalUseLonReady,
    kalUseAttest: p.KalUseAttest,
    useLss: p.UseLSS,
    brukareNamnTyp: p.BrukareNamnTyp,
    usePerSchema: p.UsePerSchema,
    requireSmsVerification: p.requireSMSVerification,
    openResEnhet: SIX.map((n) => p[`OpenResEnhet${n}`]),
    regResEnh: SIX.map((n) => p[`RegResEnh${n}`]),
    resEnhetNamn: SIX.map((n) => p[`ResEnhetNamn${n}`]),
    reseBerakning: p.ReseBerakning,
    brytdatum: p.Brytdatum,
  };
}

/**
 * Sends back the rows a change of approval steps would move forward, when the body asks to
 * (MovedRows REOPEN); asking where no step is left to reopen to is a field error.
 */
async function reopenMovedRows(
  tx: Db,
  ctx: CompanyContext,
  body: PortalUpdate,
  from: StatusFlags,
  to: StatusFlags,
  now: Date,
) {
  const forward = stageMoves(from, to).filter((m) => m.forward);
  if (body.MovedRows === 'REOPEN' && !canReopen(to))
    throw new ApiError('ValidationFailed', {
      details: [{ Field: 'MovedRows', Code: 'validation.reopenNothing' }],
    });
  if (body.MovedRows !== 'REOPEN' || forward.length === 0) return [];
  const { user } = ctx.auth;
  return repo.reopenRows(
    tx,
    ctx.company.ftgId,
    forward.map((m) => m.status),
    reopenedStatus(to),
    { userId: user.id, namn: user.namn, at: now },
  );
}

/** The versioned write, the switches, the reopened rows and the audit row: one transaction. */
function saveInTransaction(
  db: Db,
  ctx: CompanyContext,
  body: PortalUpdate,
  mayEditCompany: boolean,
  now: Date,
) {
  const ftgId = ctx.company.ftgId;
  return db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, ftgId);
    const before = companyProcessOf(company);
    const after = body.Company ?? before;
    const companyChanges = changes(before, after);
    const companyChanged = Object.keys(companyChanges).length > 0;
    const stored = await repo.findPortalSettings(tx, ftgId);
    const saved = await repo.savePortalSettings(tx, ftgId, body.Version, body.PortalInfo);
    if (!saved) throw new ApiError('VersionConflict');
    if (companyChanged && !mayEditCompany) throw new ApiError('Forbidden');
    const updated = companyChanged ? await repo.updateCompanyColumns(tx, ftgId, columnsOf(after)) : company;
    const reopened = await reopenMovedRows(tx, ctx, body, flagsOf(before), flagsOf(after), now);
    const portalChanges = changes(parsePortalInfo(stored.info), parsePortalInfo(saved.info));
    await writeAudit(tx, {
      at: now,
      userId: ctx.auth.user.id,
      ftgId,
      action: 'portal.updated',
      details: {
        Version: saved.version,
        PortalInfo: portalChanges,
        Company: companyChanges,
        ...(reopened.length > 0 ? { Reopened: reopened.length } : {}),
      },
    });
    return { saved, updated, companyChanged, reopened };
  });
}

/** Tells the company's open browsers what changed: the settings, the switches, reopened rows. */
async function announce(
  app: FastifyInstance,
  ftgId: string,
  result: { companyChanged: boolean; reopened: readonly { anstNr: string }[] },
) {
  // Saved: a bus that fails now costs the other browsers their refresh, not this answer.
  try {
    await app.bus.publish({
      Event: 'RESOURCE_UPDATED',
      Payload: { Resource: result.companyChanged ? ['portalInfo', 'companyInfo'] : ['portalInfo'] },
      FtgId: ftgId,
    });
    if (result.reopened.length > 0)
      await app.bus.publish({
        Event: 'RESOURCE_UPDATED',
        Payload: { Resource: 'timeEntries', AnstNr: [...new Set(result.reopened.map((r) => r.anstNr))] },
        FtgId: ftgId,
      });
  } catch (err) {
    app.log.error({ err, ftgId }, 'the portal settings were saved but the change could not be announced');
  }
}

export async function updatePortalSettings(
  app: FastifyInstance,
  ctx: CompanyContext,
  body: PortalUpdate,
  now: Date,
): Promise<PortalSettings> {
  const mayEditCompany = can('editCompanyProcess', ctx.access);
  const result = await saveInTransaction(app.db, ctx, body, mayEditCompany, now);
  await announce(app, ctx.company.ftgId, result);
  return presentPortalSettings(result.saved, result.updated, mayEditCompany);
}
