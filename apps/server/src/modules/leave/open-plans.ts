// GET /leaveplanner/oppna: the planning periods that take wishes today.
import { planTakesWishes } from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { presentPlan } from './presenter';
import * as repo from './repository';

/** The plans that take wishes today: shown to everyone who applies for leave. */
export async function openPlans(db: Db, ctx: CompanyContext, now: Date) {
  const today = stockholmWallTime(now).Datum;
  const rows = await repo.plansWishedUntil(db, ctx.company.ftgId, today);
  return rows.map(presentPlan).filter((p) => planTakesWishes(p, today));
}
