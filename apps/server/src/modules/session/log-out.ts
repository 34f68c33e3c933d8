// GET /logout and /me/clearSession (SPEC §4): the session ends, with an audit row when there was one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { writeAudit } from '../../plugins/access/store';

export async function logOut(app: FastifyInstance, db: Db, req: FastifyRequest, reply: FastifyReply) {
  if (req.auth)
    await writeAudit(db, {
      at: app.now(),
      userId: req.auth.user.id,
      ftgId: req.auth.session.ftgId ?? req.auth.user.ftgId,
      action: 'logout',
    });
  await app.sessions.end(req, reply);
}
