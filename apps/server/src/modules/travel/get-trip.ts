// GET /resa/:Id: one trip of an employee in the caller's scope (also the travel expense print).
import type { TravelExpense } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { visibleTrip } from './access';
import { presentOneTrip } from './presenter';

export async function getTrip(db: Db, ctx: CompanyContext, id: string): Promise<TravelExpense> {
  return presentOneTrip(db, ctx, await visibleTrip(db, ctx, id));
}
