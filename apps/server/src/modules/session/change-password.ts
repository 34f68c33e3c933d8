// POST /changepassword (SPEC §4, §9): checks the current one, applies the company's rules, ends the
// user's other sessions.
import { checkNewPassword, ERRORS, type ChangePasswordRequest } from '@lonportal/domain';
import { writeAudit } from '../../plugins/access/store';
import { ApiError, fieldError } from '../../plugins/errors';
import type { AuthState } from '../../plugins/session/index';
import { endUserSessions, updateSessionContext } from '../../plugins/session/store';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import type { SessionDeps } from './deps';
import * as repo from './repository';

export async function changePassword(
  deps: SessionDeps,
  auth: AuthState,
  input: ChangePasswordRequest,
  minLength: number,
): Promise<void> {
  const user = await repo.findUserById(deps.db, auth.user.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.CurrentPassword))) {
    throw new ApiError('CurrentPasswordWrong', {
      details: [{ Field: 'CurrentPassword', Code: 'errors.currentPasswordWrong' }],
    });
  }
  const problem = checkNewPassword(input.NewPassword, {
    minLength,
    current: input.CurrentPassword,
    login: user.login,
  });
  if (problem) throw fieldError('NewPassword', problem);
  const at = deps.now();
  await repo.updatePasswordHash(deps.db, user.id, await hashPassword(input.NewPassword), at);
  // This session goes on; every other one ends with the password-changed message (SPEC §4).
  await updateSessionContext(deps.db, auth.idHash, { passwordChangedAt: at });
  await endUserSessions(deps.db, user.id, ERRORS.SessionEndedPasswordChanged.code, at, auth.idHash);
  await writeAudit(deps.db, {
    at: deps.now(),
    userId: user.id,
    ftgId: user.ftgId,
    action: 'password.changed',
  });
}
