import type { LoginType } from '@lonportal/domain/portal-info';

// SPEC §2.3 and §9: the login page's tabs, and the last used one remembered in local storage.

/** A login tab: bank-based electronic ID, or username and password (SMS is a password login's second step). */
export type LoginTab = 'BANKID' | 'PASSWORD';

/** SPEC §2.3 order: electronic ID first, then username and password. */
const TAB_ORDER: readonly LoginTab[] = ['BANKID', 'PASSWORD'];

export const LOGIN_METHOD_STORAGE_KEY = 'lonportal.loginMethod';

const tabOf = (method: LoginType): LoginTab => (method === 'BANKID' ? 'BANKID' : 'PASSWORD');

/**
 * The tabs to offer: the methods the server lists that the web has a panel for. With nothing
 * usable (an empty list, or only methods not built yet) the password form still shows.
 */
export function loginTabs(methods: readonly LoginType[], built: readonly LoginTab[]): LoginTab[] {
  const offered = new Set(methods.map(tabOf));
  const tabs = TAB_ORDER.filter((tab) => offered.has(tab) && built.includes(tab));
  return tabs.length > 0 ? tabs : ['PASSWORD'];
}

/** The tab to open: the remembered one if it is offered, otherwise the first. */
export function initialLoginTab(tabs: readonly LoginTab[], remembered: string | null): LoginTab {
  return tabs.find((tab) => tab === remembered) ?? tabs[0] ?? 'PASSWORD';
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked
  }
}

/** The last used login tab, or null when none (or storage is blocked). */
export function readLoginMethod(storage: KeyValueStorage | null = browserStorage()): LoginTab | null {
  try {
    const value = storage?.getItem(LOGIN_METHOD_STORAGE_KEY);
    return TAB_ORDER.find((tab) => tab === value) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the login tab for the next visit. */
export function rememberLoginMethod(tab: LoginTab, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(LOGIN_METHOD_STORAGE_KEY, tab);
  } catch {
    // not remembered; the first tab opens next time
  }
}
