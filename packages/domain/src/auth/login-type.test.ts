import { describe, expect, it } from 'vitest';
import { effectiveLoginType, phoneHint } from './login-type';

describe('effectiveLoginType (SPEC §6 Login types)', () => {
  it.each([
    ['PASSWORD', null, false, false, 'PASSWORD'],
    ['PASSWORD', 'SMS', false, false, 'SMS'],
    ['PASSWORD', null, true, false, 'SMS'],
    ['SMS', 'PASSWORD', false, false, 'SMS'],
    ['PASSWORD', 'BANKID', true, false, 'BANKID'],
    ['PASSWORD', null, false, true, 'BANKID'],
    ['BANKID', 'SMS', false, false, 'BANKID'],
  ] as const)('company %s, user %s, sms %s, enforce %s → %s', (portal, user, sms, enforce, expected) => {
    expect(
      effectiveLoginType({
        portalLoginType: portal,
        userLoginType: user,
        requireSmsVerification: sms,
        enforceBankIdAuth: enforce,
      }),
    ).toBe(expected);
  });

  it('masks phone numbers', () => {
    expect(phoneHint('+46701234567')).toBe('+46*******67');
    expect(phoneHint('070-123 45 67')).toBe('********67');
  });
});
