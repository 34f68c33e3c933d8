import { describe, expect, it } from 'vitest';
import { bankIdMessageKey, NO_ACCOUNTS_KEY } from '@lonportal/domain/auth/bankid';
import sv from '../../i18n/sv.json';
import {
  BANKID_LOGIN_STORAGE_KEY,
  forgetBankIdLogin,
  readBankIdLogin,
  rememberBankIdLogin,
} from './bankid-account';

function memoryStorage(broken = false) {
  const items = new Map<string, string>();
  const guard = () => {
    if (broken) throw new Error('SecurityError');
  };
  return {
    items,
    getItem: (key: string) => (guard(), items.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void items.set(key, value)),
    removeItem: (key: string) => (guard(), void items.delete(key)),
  };
}

describe('the remembered BankID account (SPEC §4 user-account option)', () => {
  it('remembers, reads and forgets the login', () => {
    const storage = memoryStorage();
    expect(readBankIdLogin(storage)).toBeNull();
    rememberBankIdLogin('per.omsorg', storage);
    expect(storage.items.get(BANKID_LOGIN_STORAGE_KEY)).toBe('per.omsorg');
    expect(readBankIdLogin(storage)).toBe('per.omsorg');
    forgetBankIdLogin(storage);
    expect(readBankIdLogin(storage)).toBeNull();
  });

  it('reads a blank value as none, and survives blocked storage', () => {
    const storage = memoryStorage();
    storage.items.set(BANKID_LOGIN_STORAGE_KEY, '  ');
    expect(readBankIdLogin(storage)).toBeNull();
    const blocked = memoryStorage(true);
    expect(() => rememberBankIdLogin('per', blocked)).not.toThrow();
    expect(readBankIdLogin(blocked)).toBeNull();
    expect(() => forgetBankIdLogin(blocked)).not.toThrow();
    expect(readBankIdLogin(null)).toBeNull();
  });
});

type Tree = { [key: string]: string | Tree };
const text = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], sv as unknown as Tree);

describe('the status texts', () => {
  const hints = [
    'outstandingTransaction',
    'noClient',
    'started',
    'userMrtd',
    'userCallConfirm',
    'userSign',
    'expiredTransaction',
    'certificateErr',
    'userCancel',
    'cancelled',
    'startFailed',
    'userDeclinedCall',
    'notSupportedByUserApp',
    'transactionRiskBlocked',
    'somethingNew',
    undefined,
  ];

  it('has a Swedish text for every message the server can send', () => {
    const keys = new Set<string>([NO_ACCOUNTS_KEY]);
    for (const status of ['pending', 'failed', 'complete'] as const)
      for (const hint of hints) for (const qr of [true, false]) keys.add(bankIdMessageKey(status, hint, qr));
    expect(keys.size).toBeGreaterThan(15);
    expect([...keys].filter((key) => typeof text(key) !== 'string')).toEqual([]);
  });
});
