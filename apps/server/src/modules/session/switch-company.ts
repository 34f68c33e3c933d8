// PATCH /me/updateSessionUserAccount (SPEC §4, ADR 0017): the session's company and salary year.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MeResponse } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { companyContextFor, requireAuth } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { mustChangePassword } from '../../plugins/session/index';
import { updateSessionContext } from '../../plugins/session/store';
import { buildMe } from '../../shared/login-result';

export async function switchCompany(
  app: FastifyInstance,
  db: Db,
  req: FastifyRequest,
  body: { FtgId?: string | undefined; SalaryYear?: number | undefined },
): Promise<MeResponse> {
  const auth = requireAuth(req);
  if (mustChangePassword(auth)) throw new ApiError('PasswordChangeRequired');
  // A new company starts in its own default year unless one is given; the tab's year header may
  // belong to the company it leaves.
  const year = body.SalaryYear?.toString() ?? (body.FtgId ? '' : undefined);
  const ctx = await companyContextFor(req, body.FtgId, year);
  const from = auth.session.ftgId ?? auth.user.ftgId;
  await updateSessionContext(db, auth.idHash, {
    ftgId: ctx.company.ftgId,
    salaryYear: ctx.salaryYear,
  });
  if (ctx.company.ftgId !== from)
    await writeAudit(db, {
      at: app.now(),
      userId: auth.user.id,
      ftgId: ctx.company.ftgId,
      action: 'company.switched',
      details: { From: from, To: ctx.company.ftgId },
    });
  auth.session.ftgId = ctx.company.ftgId;
  auth.session.salaryYear = ctx.salaryYear;
  return buildMe(db, ctx);
}
