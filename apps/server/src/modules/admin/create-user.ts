// POST /admin/users: a new account with a temporary password, shown this once.
import type { FastifyInstance } from 'fastify';
import type { UserAccountDetail, UserAccountInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { hashPassword } from '../../shared/passwords';
import { actorOf, type Actor } from './access';
import { announceUserChange } from './announce-user-change';
import { checkInput, columnsOf, loginRace, temporaryPassword } from './user-rules';
import { presentUserDetail } from './users-presenter';
import * as repo from './users-repository';

/** A new account as its transaction made it: the account, its further companies and its temporary password. */
export interface CreatedAccount {
  user: repo.UserRow;
  access: string[];
  password: string;
}

/** A temporary password and its hash, made before a transaction (hashing takes a while). */
export interface TemporarySecret {
  password: string;
  passwordHash: string;
}

export async function temporarySecret(): Promise<TemporarySecret> {
  const password = temporaryPassword();
  return { password, passwordHash: await hashPassword(password) };
}

/**
 * Makes the account inside the caller's transaction `tx` (the registers make an employee's user in
 * the same step as the employee), with the checks and the audit row of /admin/users. The caller
 * announces it (announceUserChange) once the transaction has committed.
 */
export async function createUserIn(
  tx: Db,
  actor: Actor,
  input: UserAccountInput,
  now: Date,
  { password, passwordHash }: TemporarySecret,
): Promise<CreatedAccount> {
  const access = await checkInput(tx, actor, input, null);
  const user = await repo.insertUser(
    tx,
    { ...columnsOf(input), passwordHash, passwordMustChange: true },
    access,
    input.Options,
  );
  await writeAudit(tx, {
    at: now,
    userId: actor.id,
    ftgId: user.ftgId,
    action: 'user.created',
    details: { Id: user.id, Login: user.login, Roll: user.roll },
  });
  return { user, access, password };
}

export async function createUser(
  app: FastifyInstance,
  ctx: CompanyContext,
  input: UserAccountInput,
  now: Date,
): Promise<{ User: UserAccountDetail; Password: string }> {
  const secret = await temporarySecret();
  const saved = await app.db
    .transaction((tx) => createUserIn(tx, actorOf(ctx), input, now, secret))
    .catch(loginRace);
  await announceUserChange(app, saved.user.id, [saved.user.ftgId, ...saved.access]);
  return { User: presentUserDetail(saved.user, saved.access, input.Options), Password: saved.password };
}
