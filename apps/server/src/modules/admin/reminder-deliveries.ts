// GET /admin/reminders/{Id}/deliveries: its latest deliveries.
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { requireReminder } from './reminder-rules';
import { presentDelivery } from './reminders-presenter';
import * as repo from './reminders-repository';

/** How many of the latest deliveries the history shows. */
const SHOWN = 200;

export async function reminderDeliveries(db: Db, ctx: CompanyContext, id: string) {
  const r = await requireReminder(db, ctx, id);
  return (await repo.deliveries(db, r.id, SHOWN)).map(presentDelivery);
}
