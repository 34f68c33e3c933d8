// GET /me (SPEC §4 App load, §7): who is logged in, in which company; after inactivity the answer
// tells so instead of an error.
import type { FastifyRequest } from 'fastify';
import { ERRORS, type MeResponse } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { companyContextFor } from '../../plugins/access/index';
import { mustChangePassword, sessionError } from '../../plugins/session/index';
import { buildMe } from '../../shared/login-result';

const headerOf = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export async function readMe(
  db: Db,
  req: FastifyRequest,
): Promise<MeResponse | { AutoLogoutDueToInactivity: true }> {
  if (!req.auth) {
    if (req.sessionProblem?.code === ERRORS.SessionInactive.code)
      return { AutoLogoutDueToInactivity: true as const };
    throw sessionError(req.sessionProblem);
  }
  // On a temporary password only the account's own company answers (the login result's).
  const requested = mustChangePassword(req.auth) ? undefined : headerOf(req, 'x-ftg-id');
  const ctx = await companyContextFor(req, requested);
  return buildMe(db, ctx);
}
