// The licence's first user, on an empty database (the licence's set-up, `licence-init`): the
// licence user who then makes the companies and the other users in the portal. Refused once the
// licence has any user, so the set-up cannot be used to add a way in later.
import { rolesThatCan } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { writeAudit } from '../../plugins/access/store';
import type { TemporarySecret } from './create-user';
import * as repo from './users-repository';

export class LicenceHasUsers extends Error {
  constructor() {
    super('the licence has users already: its first user is made only on an empty database');
  }
}

/** The licence user (SPEC §6 LIC: the role that runs the licence's companies), with a temporary password. */
export async function createFirstLicenceUser(
  tx: Db,
  user: { login: string; namn: string; ftgId: string },
  now: Date,
  { passwordHash }: TemporarySecret,
) {
  if (await repo.anyUser(tx)) throw new LicenceHasUsers();
  const [roll] = rolesThatCan('manageCompanies');
  const row = await repo.insertUser(
    tx,
    {
      login: user.login,
      namn: user.namn,
      roll: roll!,
      persNr: null,
      ftgId: user.ftgId,
      anstNr: null,
      brukare: null,
      signatur: null,
      phone: null,
      loginType: null,
      enforceBankIdAuth: false,
      disabled: false,
      passwordHash,
      passwordMustChange: true,
    },
    [],
    [],
  );
  await writeAudit(tx, {
    at: now,
    ftgId: user.ftgId,
    action: 'user.created',
    details: { Id: row.id, Login: row.login, Roll: row.roll },
  });
  return row;
}
