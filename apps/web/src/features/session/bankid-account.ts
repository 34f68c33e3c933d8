// SPEC §4 "the user-account option": the account last logged in with BankID on this device is
// remembered in local storage and chosen at once the next time, when the person still has it.

export const BANKID_LOGIN_STORAGE_KEY = 'lonportal.bankidLogin';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked
  }
}

/** The remembered account's login, or null. */
export function readBankIdLogin(storage: KeyValueStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(BANKID_LOGIN_STORAGE_KEY)?.trim() || null;
  } catch {
    return null;
  }
}

/** Remembers the account just logged in with BankID. */
export function rememberBankIdLogin(login: string, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(BANKID_LOGIN_STORAGE_KEY, login);
  } catch {
    // not remembered; the list shows next time
  }
}

/** Forgets it, so the person chooses among their accounts again. */
export function forgetBankIdLogin(storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(BANKID_LOGIN_STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
