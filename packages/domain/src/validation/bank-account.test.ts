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

// DOMAIN §7 clearing table at every boundary, each with an account that passes the range's own
// check and one that passes only the other type 1 comment (so the comment is proven, not just the
// range). Check digits from the rules above, e.g. type 1 comment 1 3410-1234566:
// 4·10+1·9+0·8 + 1·7+2·6+3·5+4·4+5·3+6·2+6·1 = 132 = 12·11; comment 2 3410-1234563:
// 3·1+4·10+1·9+0·8 + 1·7+2·6+3·5+4·4+5·3+6·2+3·1 = 132.
describe('clearing ranges at their boundaries (DOMAIN §7)', () => {
  it.each([
    // clearing, bank, type/comment, valid account, account valid only under the other comment
    ['3399', 'Nordea', '1/1', '1234564', '1234561'],
    ['3400', 'Länsförsäkringar Bank', '1/1', '1234564', '1234561'],
    ['3409', 'Länsförsäkringar Bank', '1/1', '1234569', '1234566'],
    ['3410', 'Nordea', '1/1', '1234566', '1234563'], // not Länsförsäkringar
    ['3499', 'Nordea', '1/1', '1234565', '1234562'],
    ['3500', 'Nordea', '1/1', '1234565', '1234562'],
    ['3781', 'Nordea', '1/1', '1234564', '1234561'],
    ['3783', 'Nordea', '1/1', '7654323', '7654320'],
    ['9020', 'Länsförsäkringar Bank', '1/2', '1234566', '1234564'],
    ['9029', 'Länsförsäkringar Bank', '1/2', '1234560', '1234569'],
    ['9060', 'Länsförsäkringar Bank', '1/1', '1234561', '1234563'],
    ['9069', 'Länsförsäkringar Bank', '1/1', '1234566', '1234568'],
  ])('%s is %s %s', (clearing, bankName, _typeComment, valid, otherComment) => {
    expect(bankNameForClearing(clearing)).toBe(bankName);
    expect(validateBankAccount(clearing, valid)).toEqual({ ok: true, bankName, clearing, account: valid });
    expect(validateBankAccount(clearing, otherComment)).toEqual({
      ok: false,
      error: 'validation.bankAccount.invalid',
    });
  });

  it.each([
    ['3782', 'Nordea', '7912219990'], // personkonto, type 2 comment 1 between the 1/1 ranges
    ['3300', 'Nordea', '7912219990'],
  ])('%s is %s personkonto', (clearing, bankName, account) => {
    expect(validateBankAccount(clearing, account)).toEqual({ ok: true, bankName, clearing, account });
  });

  it.each(['9019', '9059'])('%s belongs to no bank', (clearing) => {
    expect(bankNameForClearing(clearing)).toBeNull();
    expect(validateBankAccount(clearing, '1234560')).toEqual({
      ok: false,
      error: 'validation.bankAccount.unknownClearing',
    });
  });
});

// DOMAIN §7: Swedbank 8xxx accounts have 7–10 digits, checked mod 10 after padding to 10. Luhn
// check digits: 123456-6, 1234567-4, 12345678-2, 123456789-7 (leading zeros add nothing).
describe('Swedbank 8xxx accounts of 7–10 digits (DOMAIN §7)', () => {
  it.each([
    ['83279', '1234566', '0001234566'],
    ['83279', '12345674', '0012345674'],
    ['83279', '123456782', '0123456782'],
    ['83279', '1234567897', '1234567897'],
    ['8327', '1234566', '0001234566'], // the fifth clearing digit left out
    ['8327-9', '123 456-6', '0001234566'],
  ])('%s %s is valid, kept as %s', (clearing, account, padded) => {
    expect(validateBankAccount(clearing, account)).toEqual({
      ok: true,
      bankName: 'Swedbank',
      clearing: clearing.replace('-', ''),
      account: padded,
    });
  });

  it.each([
    ['1234567', 'wrong check digit, 7 digits'],
    ['12345675', 'wrong check digit, 8 digits'],
    ['123456783', 'wrong check digit, 9 digits'],
    ['1234567898', 'wrong check digit, 10 digits'],
    ['123455', '6 digits, check digit right'],
    ['12345678903', '11 digits, check digit right'],
    ['0000000', 'all zeros'],
  ])('83279 %s is invalid (%s)', (account) => {
    expect(validateBankAccount('83279', account)).toEqual({
      ok: false,
      error: 'validation.bankAccount.invalid',
    });
  });
});
