// GET /ersattningar/vantar-attest: the compensation rows that wait for attest in other months than
// the period the attester looks at. A row is attested in the month of its date, and a receipt can
// date it in another month than the one it was typed in (SPEC §4 Attest status).
import { waitingForAttest, type AttestWaiting } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { employeeFilter } from '../../shared/employee-scope';
import { requireEmployee, statusFlags } from '../time';
import { requireCompensationAttester } from './access';
import * as repo from './repository';

/** Month by month, what waits for the caller's attest outside From–To (of one employee, if named). */
export async function attestWaiting(
  db: Db,
  ctx: CompanyContext,
  q: { From: string; To: string; AnstNr?: string | undefined },
): Promise<AttestWaiting> {
  requireCompensationAttester(ctx);
  if (q.AnstNr !== undefined) await requireEmployee(db, ctx, q.AnstNr);
  const statuses = waitingForAttest(statusFlags(ctx));
  const months =
    statuses.length === 0
      ? []
      : await repo.monthsOutside(db, ctx.company.ftgId, { from: q.From, to: q.To }, statuses, {
          filter: await employeeFilter(db, ctx),
          anstNr: q.AnstNr,
          // An attester does not attest their own rows (approval's rule): they do not wait for them.
          except: ctx.access.AnstNr ?? null,
        });
  return {
    From: q.From,
    To: q.To,
    Manader: months.map((m) => ({ Manad: m.manad, Antal: m.antal, Anstallda: m.anstallda })),
  };
}
