import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NEW_USER_ROLE,
  UserAccountFormSchema,
  type UserAccountDetail,
  type UserAccountInput,
} from '@lonportal/domain/admin/users';
import type { Roll } from '@lonportal/domain/roles';

// The user account form of /admin/users: its values, validation and what changed (UserDialog, UserFields).

/** The account as the form holds it: selects that may be empty are null until chosen. */
export interface UserFormValues {
  Namn: string;
  Login: string;
  Roll: Roll | null;
  PersNr: string;
  FtgId: string | null;
  FtgIdAccessList: string[];
  AnstNr: string;
  Brukare: string;
  Signatur: string;
  Phone: string;
  LoginType: UserAccountInput['LoginType'];
  EnforceBankIDAuth: boolean;
  Options: string[];
  Disabled: boolean;
}
type Field = keyof UserFormValues;
/** The form's fields, as the server names them in a field error. */
export const USER_FORM_FIELDS = [
  'Namn',
  'Login',
  'Roll',
  'PersNr',
  'FtgId',
  'FtgIdAccessList',
  'AnstNr',
  'Brukare',
  'Signatur',
  'Phone',
  'LoginType',
  'EnforceBankIDAuth',
  'Options',
  'Disabled',
] as const satisfies readonly Field[];

export const userFormResolver = zodResolver(UserAccountFormSchema) as unknown as Resolver<
  UserFormValues,
  unknown,
  Omit<UserAccountInput, 'Version'>
>;

/** The form's values of an account, or of a new one in company `ftgId`. */
export function formOf(u: UserAccountDetail | null, ftgId: string): UserFormValues {
  if (!u)
    return {
      Namn: '',
      Login: '',
      Roll: NEW_USER_ROLE,
      PersNr: '',
      FtgId: ftgId,
      FtgIdAccessList: [],
      AnstNr: '',
      Brukare: '',
      Signatur: '',
      Phone: '',
      LoginType: null,
      EnforceBankIDAuth: false,
      Options: [],
      Disabled: false,
    };
  const { Id: _id, Version: _v, MustChangePassword: _m, ...values } = u;
  return values;
}

export const changedFields = (a: UserFormValues, b: UserFormValues): Field[] =>
  USER_FORM_FIELDS.filter((f) => JSON.stringify(a[f]) !== JSON.stringify(b[f]));
