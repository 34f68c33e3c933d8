import {
  USER_OPTIONS,
  type UserAccountDetail,
  type UserListItem,
  type UserOptionName,
} from '@lonportal/domain';
import type { listUsers, UserRow } from './users-repository';

type UserListRow = Awaited<ReturnType<typeof listUsers>>[number];

/** A row of GET /admin/users. */
export const presentUserListItem = (r: UserListRow): UserListItem => ({
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
});

/** The account as the edit form shows it: its companies besides the home one, its known options. */
export function presentUserDetail(
  u: UserRow,
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
