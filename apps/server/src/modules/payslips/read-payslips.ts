// GET /lonebesked and /lonebesked/:Id: an employee's payslips and balances (SPEC §2.1 /lonebesked;
// EnableLonebeskedView and EnableSaldonView decide each part). A payslip shows from its pay day,
// not before. The caller's own, or an employee's for those who may read others' (readOthersPayslips):
// every such view is in the audit log, as payslips are personal data.
import type { FastifyInstance } from 'fastify';
import { can } from '@lonportal/domain';
import { addDays, stockholmWallTime } from '@lonportal/domain/dates';
import {
  forandringar,
  maskedAccount,
  radgrupper,
  type LonebeskedList,
  type LonebeskedView,
} from '@lonportal/domain/payslips/index';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { requireEmployee } from '../time';
import * as repo from './repository';

/** How far back the balances' chart reaches: a year and the month before it. */
const SALDO_DAGAR = 400;

/**
 * Whose payslips the caller asks for: their own, or `anstNr`'s where they may read others'
 * (403 EmployeeNotAllowed otherwise, and for a caller without an employee record who names none).
 */
async function whose(app: FastifyInstance, ctx: CompanyContext, anstNr: string | undefined): Promise<string> {
  const own = ctx.access.AnstNr;
  const wanted = anstNr ?? own;
  if (!wanted) throw new ApiError('EmployeeNotAllowed');
  if (wanted === own) return wanted;
  if (!can('readOthersPayslips', ctx.access)) throw new ApiError('EmployeeNotAllowed');
  await requireEmployee(app.db, ctx, wanted);
  return wanted;
}

/** Records a view of `anstNr`'s pay by someone else. */
async function auditView(
  app: FastifyInstance,
  ctx: CompanyContext,
  anstNr: string,
  details: Record<string, string>,
) {
  if (anstNr === ctx.access.AnstNr) return;
  await writeAudit(app.db, {
    at: app.now(),
    userId: ctx.auth.user.id,
    ftgId: ctx.company.ftgId,
    action: 'payslip.viewed',
    details: { AnstNr: anstNr, ...details },
  });
}

export async function listPayslips(
  app: FastifyInstance,
  ctx: CompanyContext,
  q: { AnstNr?: string },
): Promise<LonebeskedList> {
  const anstNr = await whose(app, ctx, q.AnstNr);
  const ftgId = ctx.company.ftgId;
  const today = stockholmWallTime(app.now()).Datum;
  const VisaLonebesked = ctx.portal.EnableLonebeskedView;
  const VisaSaldon = ctx.portal.EnableSaldonView;
  const [slips, saldon] = await Promise.all([
    VisaLonebesked ? repo.paidPayslips(app.db, ftgId, anstNr, today) : [],
    VisaSaldon ? repo.balancesOf(app.db, ftgId, anstNr, addDays(today, -SALDO_DAGAR), today) : [],
  ]);
  await auditView(app, ctx, anstNr, { Vy: 'lista' });
  return {
    AnstNr: anstNr,
    VisaLonebesked,
    VisaSaldon,
    Lonebesked: slips.map((s) => ({
      Id: s.id,
      PeriodId: s.periodId,
      PeriodText: s.periodText,
      BetalDatum: s.betalDatum,
      Utbetalt: s.utbetalt,
    })),
    Saldon: saldon.map((s) => s.data),
  };
}

export async function readPayslip(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
): Promise<LonebeskedView> {
  if (!ctx.portal.EnableLonebeskedView) throw new ApiError('NotFound');
  const ftgId = ctx.company.ftgId;
  const today = stockholmWallTime(app.now()).Datum;
  const slip = await repo.paidPayslip(app.db, ftgId, id, today);
  // Another's payslip is as absent as one not paid out yet, to whoever may not read it.
  if (!slip) throw new ApiError('NotFound');
  await whose(app, ctx, slip.anstNr).catch(() => {
    throw new ApiError('NotFound');
  });
  const [previous, saldo] = await Promise.all([
    repo.previousPayslip(app.db, ftgId, slip.anstNr, slip.betalDatum),
    ctx.portal.EnableSaldonView ? repo.balanceOn(app.db, ftgId, slip.anstNr, slip.betalDatum) : null,
  ]);
  await auditView(app, ctx, slip.anstNr, { Lonebesked: slip.id });
  const { Rader, ...data } = slip.data;
  return {
    ...data,
    BankKonto: maskedAccount(data.BankKonto),
    Id: slip.id,
    AnstNr: slip.anstNr,
    Grupper: radgrupper(Rader),
    Foregaende: previous
      ? { Id: previous.id, PeriodText: previous.data.PeriodText, Utbetalt: previous.data.Utbetalt }
      : null,
    Forandringar: previous ? forandringar(previous.data, slip.data) : [],
    Saldo: saldo,
  };
}
