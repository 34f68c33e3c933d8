import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  generatePassword,
  isAdmin,
  mayGiveRole,
  USER_OPTIONS,
  type Roll,
  type UserAccountDetail,
  type UserAccountInput,
  type UserListItem,
  type UserListQuery,
  type UserOptionName,
} from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError, fieldError } from '../../plugins/errors';
import { changes } from '../../shared/changes';
import { isUniqueViolation } from '../../shared/db-errors';
import { pageOf } from '../../shared/paged';
import { hashPassword } from '../../shared/passwords';
import * as repo from './users-repository';

/** GET /admin/users: a page of the licence's user accounts and the X-Pagination figures. */
export async function usersPage(db: Db, q: UserListQuery, perPage: number) {
  const filter: repo.UserFilter = { search: q.Sok || undefined, roll: q.Roll, ftgId: q.FtgId };
  const { rows, pagination } = await pageOf(q.Page, perPage, (range) => repo.listUsers(db, filter, range));
  const items: UserListItem[] = rows.map((r) => ({
    Id: r.id,
    Login: r.login,
    Namn: r.namn,
    Roll: r.roll,
    FtgId: r.ftgId,
    FtgNamn: r.ftgNamn,
    Foretag: r.foretag,
    AnstNr: r.anstNr,
    LoginType: r.loginType,
    Disabled: r.disabled,
  }));
  return { rows: items, pagination };
}

/** GET /admin/users/{Id}: the account as the edit form shows it. */
export async function readUser(db: Db, id: string): Promise<UserAccountDetail> {
  const found = await repo.findUserDetail(db, id);
  if (!found) throw new ApiError('NotFound');
  return presentDetail(found.user, found.access, found.options);
}

function presentDetail(
  u: repo.UserRow,
  access: readonly string[],
  options: readonly string[],
): UserAccountDetail {
  return {
    Id: u.id,
    Version: u.version,
    Namn: u.namn,
    Login: u.login,
    Roll: u.roll,
    PersNr: u.persNr ?? '',
    FtgId: u.ftgId,
    FtgIdAccessList: access.filter((id) => id !== u.ftgId),
    AnstNr: u.anstNr ?? '',
    Brukare: u.brukare ?? '',
    Signatur: u.signatur ?? '',
    Phone: u.phone ?? '',
    LoginType: u.loginType,
    EnforceBankIDAuth: u.enforceBankIdAuth,
    Options: options.filter((o): o is UserOptionName => (USER_OPTIONS as readonly string[]).includes(o)),
    Disabled: u.disabled,
    MustChangePassword: u.passwordMustChange,
  };
}

const columnsOf = (input: UserAccountInput): repo.UserColumns => ({
  login: input.Login,
  namn: input.Namn,
  roll: input.Roll,
  persNr: input.PersNr || null,
  ftgId: input.FtgId,
  anstNr: input.AnstNr || null,
  brukare: input.Brukare || null,
  signatur: input.Signatur || null,
  phone: input.Phone || null,
  loginType: input.LoginType,
  enforceBankIdAuth: input.EnforceBankIDAuth,
  disabled: input.Disabled,
});

/** The administrator doing the change, as the rules below need them. */
interface Actor {
  id: string;
  roll: Roll;
  namn: string;
}

const actorOf = (ctx: CompanyContext): Actor => ({
  id: ctx.auth.user.id,
  roll: ctx.auth.user.roll,
  namn: ctx.auth.user.namn,
});

/** An account above the administrator's own role is out of their reach (they may read it). */
function assertWithinReach(actor: Actor, target: repo.UserRow): void {
  if (!mayGiveRole(actor.roll, target.roll)) throw new ApiError('Forbidden');
}

/**
 * The checks of an account as written, each a field error: the role is within the administrator's
 * own, the login is free, every company added exists and is in use, and the employee number and
 * brukare are in the home company's registers.
 */
async function checkInput(
  db: Db,
  actor: Actor,
  input: UserAccountInput,
  before: { user: repo.UserRow; access: readonly string[] } | null,
): Promise<string[]> {
  if (!mayGiveRole(actor.roll, input.Roll)) throw fieldError('Roll', 'validation.user.roleAboveOwn');
  if (await repo.loginTaken(db, input.Login, before?.user.id ?? null))
    throw fieldError('Login', 'validation.user.loginTaken');
  const access = [...new Set(input.FtgIdAccessList)].filter((id) => id !== input.FtgId);
  const had = new Set(before ? [before.user.ftgId, ...before.access] : []);
  const added = [input.FtgId, ...access].filter((id) => !had.has(id));
  const found = new Map((await repo.companiesAmong(db, added)).map((c) => [c.ftgId, c]));
  for (const id of added) {
    const company = found.get(id);
    if (!company || company.archived) {
      const field = id === input.FtgId ? 'FtgId' : 'FtgIdAccessList';
      throw fieldError(field, 'validation.user.companyNotAllowed');
    }
  }
  if (input.AnstNr || input.Brukare) {
    const has = await repo.registryHas(db, input.FtgId, input.AnstNr, input.Brukare);
    if (input.AnstNr && !has.employee) throw fieldError('AnstNr', 'validation.user.unknownAnstNr');
    if (input.Brukare && !has.brukare) throw fieldError('Brukare', 'validation.user.unknownBrukare');
  }
  return access;
}

const isActiveAdmin = (u: Pick<repo.UserRow, 'roll' | 'disabled'>) => isAdmin(u.roll) && !u.disabled;

/** The licence keeps an active LIC or ADM: taking the last one away is refused. */
async function assertAdminsRemain(
  tx: Db,
  target: repo.UserRow,
  after: Pick<repo.UserRow, 'roll' | 'disabled'> | null,
) {
  if (!isActiveAdmin(target) || (after && isActiveAdmin(after))) return;
  const admins = await repo.lockActiveAdmins(tx);
  if (!admins.some((id) => id !== target.id)) throw new ApiError('LastAdministrator');
}

/** Tells every server and open browser: the account's sessions are checked again, user lists refetched. */
async function announce(app: FastifyInstance, userId: string, companies: readonly string[]) {
  try {
    await app.bus.publishSessionsChanged([userId]);
    for (const ftgId of new Set(companies))
      await app.bus.publish({ Event: 'RESOURCE_UPDATED', Payload: { Resource: 'userLists' }, FtgId: ftgId });
  } catch (err) {
    app.log.error({ err, userId }, 'the user account was saved but the change could not be announced');
  }
}

/** Two administrators who saved the same login at once: the second finds it taken. */
function loginRace(err: unknown): never {
  if (isUniqueViolation(err)) throw fieldError('Login', 'validation.user.loginTaken');
  throw err;
}

/** A temporary password (SPEC §9: 20 characters of its alphabet), to be changed at the next login. */
const temporaryPassword = () => generatePassword((n) => randomBytes(n));

/** POST /admin/users: a new account with a temporary password, shown this once. */
export async function createUser(
  app: FastifyInstance,
  ctx: CompanyContext,
  input: UserAccountInput,
  now: Date,
): Promise<{ User: UserAccountDetail; Password: string }> {
  const actor = actorOf(ctx);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const saved = await app.db
    .transaction(async (tx) => {
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
      return { user, access };
    })
    .catch(loginRace);
  await announce(app, saved.user.id, [saved.user.ftgId, ...saved.access]);
  return { User: presentDetail(saved.user, saved.access, input.Options), Password: password };
}

/**
 * PUT /admin/users/{Id}: a versioned edit. The account's sessions end on their next request with
 * the matching message (SPEC §4 Forced session end: role, access, critical data, company removed).
 */
export async function updateUser(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  input: UserAccountInput,
  now: Date,
): Promise<UserAccountDetail> {
  const actor = actorOf(ctx);
  const result = await app.db
    .transaction(async (tx) => {
      const before = await repo.findUserDetail(tx, id);
      if (!before) throw new ApiError('NotFound');
      assertWithinReach(actor, before.user);
      if (before.user.version !== input.Version) throw new ApiError('VersionConflict');
      const access = await checkInput(tx, actor, input, before);
      await assertAdminsRemain(tx, before.user, { roll: input.Roll, disabled: input.Disabled });
      const saved = await repo.updateUser(tx, { id, version: input.Version }, columnsOf(input), {
        access,
        options: input.Options,
      });
      if (!saved) throw new ApiError('VersionConflict');
      const changed = changes(
        presentDetail(before.user, before.access, before.options),
        presentDetail(saved, access, input.Options),
      );
      delete changed.Version;
      await writeAudit(tx, {
        at: now,
        userId: actor.id,
        ftgId: saved.ftgId,
        action: 'user.updated',
        details: { Id: id, Login: saved.login, Changes: changed },
      });
      return { before, saved, access };
    })
    .catch(loginRace);
  const { before, saved, access } = result;
  await announce(app, id, [before.user.ftgId, ...before.access, saved.ftgId, ...access]);
  return presentDetail(saved, access, input.Options);
}

/** DELETE /admin/users/{Id}?Version=: the account, its sessions, settings and lists. */
export async function deleteUser(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
): Promise<void> {
  const actor = actorOf(ctx);
  const before = await app.db.transaction(async (tx) => {
    const found = await repo.findUserDetail(tx, id);
    if (!found) throw new ApiError('NotFound');
    assertWithinReach(actor, found.user);
    if (found.user.version !== version) throw new ApiError('VersionConflict');
    await assertAdminsRemain(tx, found.user, null);
    if (!(await repo.deleteUser(tx, { id, version }))) throw new ApiError('VersionConflict');
    await writeAudit(tx, {
      at: now,
      userId: actor.id,
      ftgId: found.user.ftgId,
      action: 'user.deleted',
      details: { Id: id, Login: found.user.login, Roll: found.user.roll },
    });
    return found;
  });
  await announce(app, id, [before.user.ftgId, ...before.access]);
}

/**
 * POST /admin/users/{Id}/temporaryPassword: a new temporary password, shown once; the account's
 * sessions end (password changed) and its next login asks for a password of its own first.
 */
export async function setTemporaryPassword(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
): Promise<{ Password: string; Version: number }> {
  const actor = actorOf(ctx);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const saved = await app.db.transaction(async (tx) => {
    const found = await repo.findUserDetail(tx, id);
    if (!found) throw new ApiError('NotFound');
    assertWithinReach(actor, found.user);
    const saved = await repo.updateUser(
      tx,
      { id, version },
      {
        passwordHash,
        passwordMustChange: true,
        passwordChangedAt: now,
      },
    );
    if (!saved) throw new ApiError('VersionConflict');
    await writeAudit(tx, {
      at: now,
      userId: actor.id,
      ftgId: saved.ftgId,
      action: 'user.temporaryPassword',
      details: { Id: id, Login: saved.login },
    });
    return saved;
  });
  await announce(app, id, []);
  return { Password: password, Version: saved.version };
}

/**
 * POST /admin/users/{Id}/resetLink: sends the configured password-reset form's address to the
 * account, by e-mail where its personnel record has an address, otherwise by SMS; the channel used.
 */
export async function sendResetLink(
  app: FastifyInstance,
  ctx: CompanyContext,
  id: string,
  now: Date,
): Promise<{ Kanal: 'EMAIL' | 'SMS' }> {
  const found = await repo.findUserDetail(app.db, id);
  if (!found) throw new ApiError('NotFound');
  assertWithinReach(actorOf(ctx), found.user);
  const contact = await repo.findContact(app.db, id);
  const url = app.senders.resetUrl;
  const text = `Återställ ditt lösenord till Lönportalen (${found.user.login}): ${url}`;
  let Kanal: 'EMAIL' | 'SMS';
  if (contact?.email && app.senders.email) {
    await app.senders.email.send({ to: contact.email, subject: 'Återställ ditt lösenord', text });
    Kanal = 'EMAIL';
  } else if (contact?.phone) {
    await app.senders.sms.send({ to: contact.phone, text, login: found.user.login, at: now });
    Kanal = 'SMS';
  } else {
    throw new ApiError('ValidationFailed', { details: [{ Field: 'Id', Code: 'validation.user.noContact' }] });
  }
  await writeAudit(app.db, {
    at: now,
    userId: ctx.auth.user.id,
    ftgId: found.user.ftgId,
    action: 'user.resetLink',
    details: { Id: id, Login: found.user.login, Kanal },
  });
  return { Kanal };
}
