import { describe, expect, it } from 'vitest';
import { autoSelectAccount, BankIdAuthRequestSchema, bankIdMessageKey, type BankIdUser } from './bankid';

const u = (Login: string, Roll: BankIdUser['Roll']): BankIdUser => ({
  Login,
  Roll,
  BankIDToken: 't',
  PersNr: '190905271474',
  FtgNamn: 'AB',
});

describe('autoSelectAccount (SPEC §4 Electronic ID login)', () => {
  it.each([
    [[u('per', 'PER')], undefined, 'per'],
    [[u('ftg', 'FTG')], undefined, null],
    [[u('per', 'PER'), u('per.omsorg', 'PER')], undefined, null],
    [[u('per', 'PER'), u('per.omsorg', 'PER')], 'PER.OMSORG', 'per.omsorg'],
    [[u('per', 'PER')], 'someone-else', 'per'],
    [[], undefined, null],
  ] as const)('%j with preferred %s → %s', (users, preferred, expected) => {
    expect(autoSelectAccount(users, preferred)?.Login ?? null).toBe(expected);
  });
});

describe('BankID messages', () => {
  it.each([
    ['pending', 'outstandingTransaction', true, 'bankid.status.scanQr'],
    ['pending', 'outstandingTransaction', false, 'bankid.status.startApp'],
    ['pending', 'userSign', false, 'bankid.status.userSign'],
    ['pending', 'somethingNew', false, 'bankid.status.pending'],
    ['failed', 'userCancel', false, 'bankid.status.userCancel'],
    ['failed', 'unknownFailure', false, 'bankid.status.failed'],
    ['complete', undefined, false, 'bankid.status.complete'],
  ] as const)('%s %s (qr %s) → %s', (status, hint, qr, key) => {
    expect(bankIdMessageKey(status, hint, qr)).toBe(key);
  });
});

describe('POST /bankidauth body', () => {
  it('requires a valid personal number for a mobile login', () => {
    expect(BankIdAuthRequestSchema.safeParse({ Type: 1 }).success).toBe(false);
    expect(BankIdAuthRequestSchema.safeParse({ Type: 1, PersNr: '190905271475' }).success).toBe(false);
    expect(BankIdAuthRequestSchema.parse({ Type: 1, PersNr: '19090527-1474' }).PersNr).toBe('190905271474');
    expect(BankIdAuthRequestSchema.safeParse({ Type: 0 }).success).toBe(true);
    expect(BankIdAuthRequestSchema.safeParse({ Type: 3 }).success).toBe(false);
  });
});
