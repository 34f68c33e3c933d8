// What an account must meet as written (SPEC §6 Roles, §9 passwords): the checks of /admin/users'
// create and edit, the licence's last administrator, and the temporary password.
import { randomBytes } from 'node:crypto';
import { generatePassword, isAdmin, mayGiveRole, type UserAccountInput } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { ApiError, fieldError } from '../../plugins/errors';
import { isUniqueViolation } from '../../shared/db-errors';
import type { Actor } from './access';
import * as repo from './users-repository';

/** The account's own columns as the input names them. */
export const columnsOf = (input: UserAccountInput): repo.UserColumns => ({
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

/** Every company added exists and is in use. */
async function checkCompanies(db: Db, input: UserAccountInput, added: readonly string[]) {
  const found = new Map((await repo.companiesAmong(db, added)).map((c) => [c.ftgId, c]));
  for (const id of added) {
    const company = found.get(id);
    if (!company || company.archived) {
      const field = id === input.FtgId ? 'FtgId' : 'FtgIdAccessList';
      throw fieldError(field, 'validation.user.companyNotAllowed');
    }
  }
}

/** The employee number and brukare are in the home company's registers. */
async function checkRegistry(db: Db, input: UserAccountInput) {
  if (!input.AnstNr && !input.Brukare) return;
  const has = await repo.registryHas(db, input.FtgId, input.AnstNr, input.Brukare);
  if (input.AnstNr && !has.employee) throw fieldError('AnstNr', 'validation.user.unknownAnstNr');
  if (input.Brukare && !has.brukare) throw fieldError('Brukare', 'validation.user.unknownBrukare');
}

/**
 * The checks of an account as written, each a field error: the role is within the administrator's
 * own, the login is free, every company added exists and is in use, and the employee number and
 * brukare are in the home company's registers. Answers the access list to store.
 */
export async function checkInput(
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
  await checkCompanies(
    db,
    input,
    [input.FtgId, ...access].filter((id) => !had.has(id)),
  );
  await checkRegistry(db, input);
  return access;
}

const isActiveAdmin = (u: Pick<repo.UserRow, 'roll' | 'disabled'>) => isAdmin(u.roll) && !u.disabled;

/** The licence keeps an active LIC or ADM: taking the last one away is refused. */
export async function assertAdminsRemain(
  tx: Db,
  target: repo.UserRow,
  after: Pick<repo.UserRow, 'roll' | 'disabled'> | null,
) {
  if (!isActiveAdmin(target) || (after && isActiveAdmin(after))) return;
  const admins = await repo.lockActiveAdmins(tx);
  if (!admins.some((id) => id !== target.id)) throw new ApiError('LastAdministrator');
}

/** Two administrators who saved the same login at once: the second finds it taken. */
export function loginRace(err: unknown): never {
  if (isUniqueViolation(err)) throw fieldError('Login', 'validation.user.loginTaken');
  throw err;
}

/** A temporary password (SPEC §9: 20 characters of its alphabet), to be changed at the next login. */
export const temporaryPassword = () => generatePassword((n) => randomBytes(n));
