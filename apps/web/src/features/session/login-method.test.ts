import { describe, expect, it } from 'vitest';
import {
  LOGIN_METHOD_STORAGE_KEY,
  initialLoginTab,
  loginTabs,
  readLoginMethod,
  rememberLoginMethod,
} from './login-method';

/** An in-memory Storage; `broken` throws like Safari's private mode did. */
function memoryStorage(broken = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => {
      if (broken) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (broken) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('loginTabs', () => {
  it('offers only the password tab while the server lists no electronic ID', () => {
    expect(loginTabs(['PASSWORD'], ['BANKID', 'PASSWORD'])).toEqual(['PASSWORD']);
    expect(loginTabs(['SMS'], ['BANKID', 'PASSWORD'])).toEqual(['PASSWORD']);
  });
  it('puts electronic ID first once the server lists it and its panel exists', () => {
    expect(loginTabs(['PASSWORD', 'BANKID'], ['BANKID', 'PASSWORD'])).toEqual(['BANKID', 'PASSWORD']);
    expect(loginTabs(['BANKID'], ['BANKID', 'PASSWORD'])).toEqual(['BANKID']);
  });
  it('does not offer a listed method whose panel is not built yet', () => {
    expect(loginTabs(['PASSWORD', 'BANKID'], ['PASSWORD'])).toEqual(['PASSWORD']);
  });
  it('falls back to the password form when nothing usable is listed', () => {
    expect(loginTabs([], ['BANKID', 'PASSWORD'])).toEqual(['PASSWORD']);
    expect(loginTabs(['BANKID'], ['PASSWORD'])).toEqual(['PASSWORD']);
  });
  it('lists the password tab once for PASSWORD and SMS together', () => {
    expect(loginTabs(['PASSWORD', 'SMS'], ['BANKID', 'PASSWORD'])).toEqual(['PASSWORD']);
  });
});

describe('initialLoginTab', () => {
  it('opens the remembered tab when it is offered', () => {
    expect(initialLoginTab(['BANKID', 'PASSWORD'], 'PASSWORD')).toBe('PASSWORD');
    expect(initialLoginTab(['BANKID', 'PASSWORD'], 'BANKID')).toBe('BANKID');
  });
  it('opens the first tab when nothing, or something not offered, is remembered', () => {
    expect(initialLoginTab(['BANKID', 'PASSWORD'], null)).toBe('BANKID');
    expect(initialLoginTab(['PASSWORD'], 'BANKID')).toBe('PASSWORD');
    expect(initialLoginTab(['PASSWORD'], 'nonsense')).toBe('PASSWORD');
  });
});

describe('login method memory', () => {
  it('remembers the last used tab under the SPEC §9 local-storage key', () => {
    const storage = memoryStorage();
    expect(readLoginMethod(storage)).toBeNull();
    rememberLoginMethod('BANKID', storage);
    expect(storage.items.get(LOGIN_METHOD_STORAGE_KEY)).toBe('BANKID');
    expect(readLoginMethod(storage)).toBe('BANKID');
    rememberLoginMethod('PASSWORD', storage);
    expect(readLoginMethod(storage)).toBe('PASSWORD');
  });
  it('ignores a stored value that is not a tab', () => {
    const storage = memoryStorage();
    storage.items.set(LOGIN_METHOD_STORAGE_KEY, 'SMS');
    expect(readLoginMethod(storage)).toBeNull();
  });
  it('survives blocked or missing storage', () => {
    const storage = memoryStorage(true);
    expect(() => rememberLoginMethod('PASSWORD', storage)).not.toThrow();
    expect(readLoginMethod(storage)).toBeNull();
    expect(readLoginMethod(null)).toBeNull();
  });
});
