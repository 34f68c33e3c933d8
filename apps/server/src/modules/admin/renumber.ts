import type { FastifyInstance } from 'fastify';
import type { Renumber } from '@lonportal/domain';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { fieldError } from '../../plugins/errors';
import { refreshCriticalFingerprints } from '../../plugins/session/store';
import { isUniqueViolation } from '../../shared/db-errors';
import * as repo from './renumber-repository';

/**
 * POST /admin/renumber: an employee or a brukare of the selected company gets a new number
 * everywhere, in one transaction. The accounts linked to it keep their sessions (refreshed with the
 * new number), and every open browser of the company renumbers its lists (ANSTNRS_CHANGED or
 * BRUKARNRS_CHANGED, SPEC §4).
 */
export async function renumber(app: FastifyInstance, ctx: CompanyContext, body: Renumber, now: Date) {
  const ftgId = ctx.company.ftgId;
  const result = await app.db
    .transaction(async (tx) => {
      if (!(await repo.exists(tx, ftgId, body.Typ, body.Fran)))
        throw fieldError('Fran', 'validation.renumber.unknown');
      if (await repo.inUse(tx, ftgId, body.Typ, body.Till))
        throw fieldError('Till', 'validation.renumber.taken');
      const moved =
        body.Typ === 'ANSTNR'
          ? await repo.renumberEmployee(tx, ftgId, body.Fran, body.Till)
          : await repo.renumberBrukare(tx, ftgId, body.Fran, body.Till);
      await refreshCriticalFingerprints(tx, moved.userIds);
      await writeAudit(tx, {
        at: now,
        userId: ctx.auth.user.id,
        ftgId,
        action: 'renumbered',
        details: { Typ: body.Typ, Fran: body.Fran, Till: body.Till, Tidrader: moved.timeRows },
      });
      return moved;
    })
    .catch((err: unknown) => {
      // Two renumberings to the same number at once: the second finds it taken.
      if (isUniqueViolation(err)) throw fieldError('Till', 'validation.renumber.taken');
      throw err;
    });
  try {
    // Every server forgets what it remembered of those sessions; their browsers refetch /me.
    await app.bus.publishSessionsChanged(result.userIds);
    await app.bus.publish({
      Event: body.Typ === 'ANSTNR' ? 'ANSTNRS_CHANGED' : 'BRUKARNRS_CHANGED',
      Payload: { Fran: body.Fran, Till: body.Till },
      FtgId: ftgId,
    });
  } catch (err) {
    app.log.error({ err, ftgId }, 'the renumbering was saved but could not be announced');
  }
  return { Tidrader: result.timeRows, Konton: result.userIds.length };
}
