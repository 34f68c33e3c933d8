// Time entries as the rows a status action moves (SPEC §4 Attest status): approval moves them
// through this, so time's own table and history are written here (shared/row-status.ts).
import { EVENT_OF_ACTION } from '@lonportal/domain';
import type { StatusRows } from '../../shared/row-status';
import * as repo from './repository';
import { recordEvents } from './shared';

export const TIME_ROWS: StatusRows = {
  count: repo.countEntries,
  move: repo.moveStatus,
  record: (db, ctx, at, action, moved) =>
    recordEvents(
      db,
      ctx,
      at,
      moved.map((c) => ({
        entryId: c.id,
        anstNr: c.anstNr,
        handelse: EVENT_OF_ACTION[action],
        details: { From: c.from, To: c.to },
      })),
    ),
  audit: 'time.status',
};
