import {
  isForgottenPunch,
  punchDeviation,
  punchLocks,
  workedHours,
  type ScheduledDay,
  type Stampling,
} from '@lonportal/domain/punches/punches';
import type { AtlVarning } from '@lonportal/domain/working-time/punch-rules';
import type { CompanyContext } from '../../plugins/access/index';
import type { PunchRow } from './repository';

export interface Change {
  anstNr: string;
  /** Whether its time entry changed (the time report changed too). */
  entryChanged: boolean;
}
export type ChangeResult = Change & { stampling: Stampling };

/** What presenting a punch needs besides the row. */
export interface PunchView {
  ctx: CompanyContext;
  now: Date;
  /** The schedule of the punch's day (null: none). */
  day: ScheduledDay | null;
  /** Why its time entry may not change (i18n key), '' when it may or there is none. */
  entryLock: string;
  /** Its working-time-law warnings (rule 8). */
  atl: AtlVarning[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A stored punch as the wire shows it (domain punches.ts rules 2, 4, 5, 7, 8). */
export function presentPunch(row: PunchRow, v: PunchView): Stampling {
  const margin = v.ctx.portal.AvvikandeStamplingMinuter;
  return {
    Id: row.id,
    AnstNr: row.anstNr,
    Datum: row.datum,
    In: row.inAt.toISOString(),
    Ut: iso(row.outAt),
    RastPagar: row.rastStart !== null,
    RastStart: iso(row.rastStart),
    RastMinuter: row.rastMinuter,
    Timmar: row.outAt ? workedHours(row.inAt, row.outAt, row.rastMinuter) : null,
    Orsak: row.orsak,
    Korrigerad: row.orsak !== '',
    Avvikelse: punchDeviation(row, v.day, margin),
    Glomd: isForgottenPunch(row, v.day, v.now, margin),
    AtlVarningar: v.atl,
    SchemaStart: iso(v.day?.start ?? null),
    SchemaSlut: iso(v.day?.end ?? null),
    TidradId: row.timeEntryId,
    ...punchLocks(v.ctx.auth.user.roll, v.ctx.portal, v.entryLock),
    Version: row.version,
  };
}
