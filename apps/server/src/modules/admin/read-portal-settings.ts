// GET /admin/portal (SPEC §2.1): the company's portal settings and switches, as stored.
import { can, type PortalSettings } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { presentPortalSettings } from './portal-presenter';
import * as repo from './portal-repository';

export async function readPortalSettings(db: Db, ctx: CompanyContext): Promise<PortalSettings> {
  // The switches from the database with the version, not the request's (possibly remembered) company.
  const stored = await repo.findCompanySettings(db, ctx.company.ftgId);
  return presentPortalSettings(stored, stored.company, can('editCompanyProcess', ctx.access));
}
