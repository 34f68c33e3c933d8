// GET /admin/users/{Id}: the account as the edit form shows it.
import type { UserAccountDetail } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { presentUserDetail } from './users-presenter';
import * as repo from './users-repository';

export async function readUser(db: Db, id: string): Promise<UserAccountDetail> {
  const found = await repo.findUserDetail(db, id);
  if (!found) throw new ApiError('NotFound');
  return presentUserDetail(found.user, found.access, found.options);
}
