import { describe, expect, it } from 'vitest';
import { bankNameForClearing, isValidBankAccount, validateBankAccount } from './bank-account';

// Vectors derived by hand from DOMAIN §7 (Bankgirot), never generated with kontonummer:
// - Type 1 comment 1 (mod 11 over clearing digits 2–4 + 7-digit account, weights 10…1 from the left):
//   5000-1234560: 0·10+0·9+0·8 + 1·7+2·6+3·5+4·4+5·3+6·2+0·1 = 77 = 7·11.
//   1200-1234562: 2·10 + 77 + 2 = 99 = 9·11.
// - Type 1 comment 2 (mod 11 over the whole clearing + account, weights 1,10…1):
//   4000-1234567: 4·1 + 77 + 7 = 88 = 8·11.
// - Type 2 comment 2 (Handelsbanken, mod 11 over 9 digits, weights 9…1):
//   6000-123456789: 9+16+21+24+25+24+21+16 + 9 = 165 = 15·11.
// - Type 2 comment 1/3 (mod 10 = Luhn over the account padded to 10 digits):
//   3300-7912219990 (personkonto = the personnummer 791221-9990); Swedbank account 123456789-7.
// - Swedbank 5-digit clearing 8327-9: Luhn of 8327 is 9.

describe('validateBankAccount: valid (DOMAIN §7)', () => {
  it.each([
    ['5000', '1234560', 'SEB', '5000', '1234560'],
    ['7000', '1234560', 'Swedbank', '7000', '1234560'], // same digits 2–4 as 5000
    ['1200', '1234562', 'Danske Bank', '1200', '1234562'],
    ['4000', '1234567', 'Nordea', '4000', '1234567'],
    ['6000', '123456789', 'Handelsbanken', '6000', '123456789'],
    ['3300', '7912219990', 'Nordea', '3300', '7912219990'],
    ['8327-9', '123 456 789-7', 'Swedbank', '83279', '1234567897'],
    ['83279', '1234567897', 'Swedbank', '83279', '1234567897'],
    [' 5000 ', '123-456-0', 'SEB', '5000', '1234560'],
  ])('%j %j → %s', (clearing, account, bankName, outClearing, outAccount) => {
    expect(validateBankAccount(clearing, account)).toEqual({
      ok: true,
      bankName,
      clearing: outClearing,
      account: outAccount,
    });
    expect(isValidBankAccount(clearing, account)).toBe(true);
  });
});

describe('validateBankAccount: errors', () => {
  it.each([
    ['5000', '1234561', 'validation.bankAccount.invalid'], // mod 11 sum 78
    ['1200', '1234560', 'validation.bankAccount.invalid'],
    ['4000', '1234568', 'validation.bankAccount.invalid'],
    ['4000', '1234560', 'validation.bankAccount.invalid'], // valid for 1:1 but not 1:2
    ['6000', '123456788', 'validation.bankAccount.invalid'],
    ['3300', '7912219991', 'validation.bankAccount.invalid'],
    ['83279', '1234567898', 'validation.bankAccount.invalid'],
    ['5000', '12345600', 'validation.bankAccount.invalid'], // type 1: at most 7 digits
    ['5000', '0000000', 'validation.bankAccount.invalid'], // all zeros never pass
    ['5000', '12a4560', 'validation.bankAccount.invalid'],
    ['0000', '1234560', 'validation.bankAccount.unknownClearing'],
    ['1000', '1234560', 'validation.bankAccount.unknownClearing'],
    ['9999', '1234560', 'validation.bankAccount.unknownClearing'],
    ['83278', '1234567897', 'validation.bankAccount.unknownClearing'], // wrong 5th digit
    ['50000', '1234560', 'validation.bankAccount.unknownClearing'], // 5 digits only for 8xxx
    ['500', '1234560', 'validation.bankAccount.unknownClearing'],
    ['abcd', '1234560', 'validation.bankAccount.unknownClearing'],
    ['', '1234560', 'validation.required'],
    ['5000', '  ', 'validation.required'],
  ])('%j %j → %s', (clearing, account, error) => {
    expect(validateBankAccount(clearing, account)).toEqual({ ok: false, error });
    expect(isValidBankAccount(clearing, account)).toBe(false);
  });
});

describe('bankNameForClearing (DOMAIN §7 clearing ranges)', () => {
  it.each([
    ['5000', 'SEB'],
    ['5999', 'SEB'],
    ['6000', 'Handelsbanken'],
    ['6999', 'Handelsbanken'],
    ['7000', 'Swedbank'],
    ['3300', 'Nordea'],
    ['3301', 'Nordea'],
    ['9270', 'ICA Banken'],
    ['9550', 'Avanza Bank'],
    ['83279', 'Swedbank'],
    ['83278', null],
    ['0000', null],
    ['', null],
  ])('%j → %j', (clearing, expected) => {
    expect(bankNameForClearing(clearing)).toBe(expected);
  });
});
