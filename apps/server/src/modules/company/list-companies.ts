// GET /companyList (SPEC §7, ADR 0017): the companies the user may choose from.
import { isAdmin } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { AuthState } from '../../plugins/session/index';
import * as repo from './repository';

/** LIC and ADM choose among every company of the licence; others their home company and access list. */
export function listCompanies(db: Db, { user }: AuthState) {
  return isAdmin(user.roll) ? repo.allCompanies(db) : repo.companiesOfUser(db, user.id, user.ftgId);
}
