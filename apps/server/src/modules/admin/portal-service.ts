import type { FastifyInstance } from 'fastify';
import {
  can,
  canReopen,
  COMPANY_PROCESS_FIELDS,
  reopenedStatus,
  stageMoves,
  type CompanyProcess,
  type MovedRows,
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
import { presentFtgInfo } from '../../shared/presenters';
import * as repo from './portal-repository';

const SIX = [1, 2, 3, 4, 5, 6] as const;

/** The company switches /admin/portal edits, as FtgInfo names them. */
export function companyProcessOf(company: repo.CompanyRow): CompanyProcess {
  const info = presentFtgInfo(company);
  return Object.fromEntries(COMPANY_PROCESS_FIELDS.map((f) => [f, info[f]])) as CompanyProcess;
}

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
  };
}

const flagsOf = (p: Pick<CompanyProcess, 'KalUseLonReady' | 'KalUseAttest'>): StatusFlags => ({
  KalUseLonReady: p.KalUseLonReady,
  KalUseAttest: p.KalUseAttest,
});

/** GET /admin/portal. */
export async function readPortalSettings(db: Db, ctx: CompanyContext): Promise<PortalSettings> {
  // The switches from the database with the version, not the request's (possibly remembered) company.
  const stored = await repo.findCompanySettings(db, ctx.company.ftgId);
  return {
    Version: stored.version,
    PortalInfo: parsePortalInfo(stored.info),
    Company: companyProcessOf(stored.company),
    MayEditCompany: can('editCompanyProcess', ctx.access),
  };
}

/** GET /admin/portal/movedRows: the rows whose place in the process other switches would change. */
export async function movedRows(db: Db, ctx: CompanyContext, to: StatusFlags): Promise<MovedRows> {
  const { company } = await repo.findCompanySettings(db, ctx.company.ftgId);
  const moves = stageMoves(flagsOf(companyProcessOf(company)), to);
  const counts = await repo.countByStatus(
    db,
    ctx.company.ftgId,
    moves.map((m) => m.status),
  );
  return moves
    .map((m) => ({
      Status: m.status,
      From: m.from,
      To: m.to,
      Forward: m.forward,
      Antal: counts.get(m.status) ?? 0,
    }))
    .filter((m) => m.Antal > 0);
}

/**
 * PUT /admin/portal: the settings and (for those who may) the company switches, in one versioned
 * write; rows that a change of approval steps would move forward are sent back when asked to.
 * Every open browser of the company hears of it (RESOURCE_UPDATED).
 */
export async function savePortal(
  app: FastifyInstance,
  ctx: CompanyContext,
  body: z.output<typeof PortalSettingsUpdateSchema>,
  now: Date,
): Promise<PortalSettings> {
  const ftgId = ctx.company.ftgId;
  const user = ctx.auth.user;
  const mayEditCompany = can('editCompanyProcess', ctx.access);
  const result = await app.db.transaction(async (tx) => {
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
    const from = flagsOf(before);
    const to = flagsOf(after);
    const forward = stageMoves(from, to).filter((m) => m.forward);
    if (body.MovedRows === 'REOPEN' && !canReopen(to))
      throw new ApiError('ValidationFailed', {
        details: [{ Field: 'MovedRows', Code: 'validation.reopenNothing' }],
      });
    const reopened =
      body.MovedRows === 'REOPEN' && forward.length > 0
        ? await repo.reopenRows(
            tx,
            ftgId,
            forward.map((m) => m.status),
            reopenedStatus(to),
            { userId: user.id, namn: user.namn, at: now },
          )
        : [];
    const portalChanges = changes(parsePortalInfo(stored.info), parsePortalInfo(saved.info));
    await writeAudit(tx, {
      at: now,
      userId: user.id,
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
  return {
    Version: result.saved.version,
    PortalInfo: parsePortalInfo(result.saved.info),
    Company: companyProcessOf(result.updated),
    MayEditCompany: mayEditCompany,
  };
}
