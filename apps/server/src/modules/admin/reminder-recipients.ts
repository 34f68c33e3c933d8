// Whom a reminder reaches and why (SPEC /admin/reminders): of its recipients, those with something
// left to do in the period, each marked when already reminded. The preview shows them; a run
// reaches those not yet reminded.
import {
  awaitsApproval,
  awaitsAttest,
  can,
  periodOf,
  REASON_OF_KIND,
  TIME_ENTRY_STATUSES,
  type ReminderRecipient,
  type StatusFlags,
} from '@lonportal/domain';
import { lastOfMonth, stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import { employeeFilterOf } from '../../shared/employee-scope';
import * as repo from './reminders-repository';

/**
 * Who the reminder reaches if it runs at `at`, and why: of its recipients, those with something left
 * to do in the period of `at` (SPEC-wise the salary month), each marked when already reminded.
 */
export async function recipientsOf(
  db: Db,
  r: repo.ReminderRow,
  flags: StatusFlags,
  at: Date,
): Promise<ReminderRecipient[]> {
  const period = periodOf(at);
  const range = { from: `${period}-01`, to: lastOfMonth(`${period}-01`) };
  const candidates = await repo.recipientCandidates(db, r.ftgId, r);
  const employed = candidates.filter((c): c is repo.Candidate & { anstNr: string } => c.anstNr !== null);
  const anstNrs = employed.map((c) => c.anstNr);
  const reached: { c: repo.Candidate; antal: number; datum: string | null; period?: string }[] = [];
  switch (r.typ) {
    case 'REPORT_TIME': {
      const reported = await repo.anstNrsWithRows(db, r.ftgId, anstNrs, range.from, range.to);
      for (const c of employed) if (!reported.has(c.anstNr)) reached.push({ c, antal: 0, datum: null });
      break;
    }
    case 'APPROVE': {
      const statuses = TIME_ENTRY_STATUSES.filter((s) => awaitsApproval(s, flags));
      const waiting = await repo.rowsInStatus(db, r.ftgId, anstNrs, range, statuses);
      for (const c of employed) {
        const antal = waiting.get(c.anstNr) ?? 0;
        if (antal > 0) reached.push({ c, antal, datum: null });
      }
      break;
    }
    case 'ATTEST': {
      const statuses = TIME_ENTRY_STATUSES.filter((s) => awaitsAttest(s, flags));
      for (const c of candidates) {
        if (!can('readAttestList', { Roll: c.roll })) continue;
        const filter = await employeeFilterOf(db, r.ftgId, c);
        const antal = await repo.rowsInScope(db, r.ftgId, filter, range, statuses);
        if (antal > 0) reached.push({ c, antal, datum: null });
      }
      break;
    }
    case 'MISSING_PUNCH_OUT': {
      const today = stockholmWallTime(at).Datum;
      const open = await repo.openPunchesBefore(db, r.ftgId, anstNrs, today);
      for (const c of employed) {
        const datum = open.get(c.anstNr);
        // Each forgotten punch is its own matter: its day is the period it is reminded once for.
        if (datum) reached.push({ c, antal: 0, datum, period: datum });
      }
      break;
    }
  }
  const periods = [...new Set(reached.map((x) => x.period ?? period))];
  const reminded = await repo.remindedIn(db, r.id, periods);
  return reached.map(({ c, antal, datum, period: own }) => ({
    AnvandarId: c.id,
    Namn: c.namn,
    Login: c.login,
    Anledning: REASON_OF_KIND[r.typ],
    Period: own ?? period,
    Antal: antal,
    Datum: datum,
    Paminde: reminded.has(`${own ?? period}|${c.id}`),
  }));
}
