import { describe, expect, it } from 'vitest';
import {
  formatOrgnr,
  formatPersonnummer,
  isValidBic,
  isValidOrgnr,
  isValidPersonnummer,
  luhnCheckDigit,
  normaliseBic,
  normaliseOrgnr,
  parsePersonnummer,
} from './identity';

// Check digits below were computed by hand with DOMAIN §5's rule (weights 2,1,2,… over YYMMDDNNN).
const today = new Date(2025, 5, 15);

describe('luhnCheckDigit (DOMAIN §5)', () => {
  it.each([
    ['090527147', 4], // 190905271474
    ['570574995', 9], // 195705749959
    ['791221999', 0], // 187912219990
    ['121212121', 2], // 19121212-1212
    ['556016068', 0], // orgnr 556016-0680
    ['123456789', 7],
    ['', null],
    ['12a', null],
  ])('%j → %j', (digits, expected) => {
    expect(luhnCheckDigit(digits)).toBe(expected);
  });
});

describe('parsePersonnummer: valid (SPEC §5, DOMAIN §5 test data)', () => {
  it.each([
    ['190905271474', '190905271474', false, '1909-05-27', true],
    ['19090527-1474', '190905271474', false, '1909-05-27', true],
    ['090527+1474', '190905271474', false, '1909-05-27', true], // '+': 100 years or older
    ['090527-1474', '200905271474', false, '2009-05-27', true], // same digits, '-': younger than 100
    ['0905271474', '200905271474', false, '2009-05-27', true],
    [' 7912219990 ', '197912219990', false, '1979-12-21', true],
    ['187912219990', '187912219990', false, '1879-12-21', true],
    ['791221+9990', '187912219990', false, '1879-12-21', true],
    ['195705749959', '195705749959', true, '1957-05-14', true], // samordningsnummer
    ['570574-9959', '195705749959', true, '1957-05-14', true],
    ['199003612349', '199003612349', true, '1990-03-01', false], // coordination day 61; NNN 234: female
    ['199003912343', '199003912343', true, '1990-03-31', false], // coordination day 91
    ['199003312346', '199003312346', false, '1990-03-31', false],
    ['199001012427', '199001012427', false, '1990-01-01', false], // NNN 242: even → female
    ['199001010025', '199001010025', false, '1990-01-01', false],
    ['202402291237', '202402291237', false, '2024-02-29', true], // leap day
    ['200002291235', '200002291235', false, '2000-02-29', true],
    ['000229-1235', '200002291235', false, '2000-02-29', true],
    ['991231-1231', '199912311231', false, '1999-12-31', true],
    ['19121212+1212', '191212121212', false, '1912-12-12', true], // separator ignored with a century
  ])('%j → %s', (input, value12, isCoordination, birthDate, isMale) => {
    expect(parsePersonnummer(input, { today })).toEqual({ value12, isCoordination, birthDate, isMale });
    expect(isValidPersonnummer(input, { today })).toBe(true);
  });
});

describe('parsePersonnummer: invalid', () => {
  it.each([
    ['19090527 1474', 'space separator (DOMAIN §5 invalid example)'],
    ['190905271475', 'Luhn'],
    ['190905271473', 'Luhn'],
    ['195705749958', 'Luhn, coordination'],
    ['202302291238', '2023-02-29'],
    ['190002291235', '1900-02-29 (not a leap year)'],
    ['000229+1235', '1900-02-29 via +'],
    ['199004311230', 'day 31 in April'],
    ['199004911237', 'coordination day 91 in April'],
    ['199004601234', 'coordination day 60'],
    ['199004921236', 'coordination day 92'],
    ['199001010009', 'birth number 000'],
    ['171212121212', 'century 17'],
    ['211212121212', 'century 21'],
    ['20000101T220', 'interim number'],
    ['19090527147', '11 digits'],
    ['1909052714740', '13 digits'],
    ['190905-271474', 'separator in the wrong place'],
    ['090527--1474', 'two separators'],
    ['', 'empty'],
    ['abcdefghijkl', 'letters'],
  ])('%j (%s) → null', (input) => {
    expect(parsePersonnummer(input, { today })).toBeNull();
    expect(isValidPersonnummer(input, { today })).toBe(false);
  });

  it('rejects a samordningsnummer when coordination is not allowed', () => {
    expect(parsePersonnummer('195705749959', { allowCoordination: false })).toBeNull();
    expect(parsePersonnummer('190905271474', { allowCoordination: false })?.value12).toBe('190905271474');
  });

  it('uses the current date for the century when today is not given', () => {
    expect(parsePersonnummer('7912219990')?.value12).toBe('197912219990');
  });
});

describe('normaliseOrgnr / isValidOrgnr (SPEC §5, DOMAIN §6)', () => {
  it.each([
    ['5560160680', '165560160680'],
    ['556016-0680', '165560160680'],
    [' 556016-0680 ', '165560160680'],
    ['165560160680', '165560160680'],
    ['16556016-0680', '165560160680'],
    ['2021005489', '162021005489'], // Skatteverket (state)
    ['2120000142', '162120000142'], // municipality
    ['187912219990', '187912219990'], // sole trader: a 12-digit personnummer
    ['19121212-1212', '191212121212'],
    ['195705749959', '195705749959'], // sole trader with a samordningsnummer
    ['7912219990', '197912219990'], // 10-digit personnummer, century from today
    ['5560160681', null], // Luhn
    ['165560160681', null],
    ['185560160680', null], // 18 + orgnr is not a personnummer (DOMAIN §6)
    ['195560160680', null],
    ['215560160680', null], // prefix 21
    ['175560160680', null],
    ['161212121212', null], // 16 + digits 3–4 < 20
    ['556016+0680', null], // '+' only for personnummer
    ['55601606800', null],
    ['', null],
    ['abc', null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseOrgnr(input, { today })).toBe(expected);
    expect(isValidOrgnr(input, { today })).toBe(expected !== null);
  });
});

describe('formatting identity numbers', () => {
  it.each([
    ['190905271474', '19090527-1474'],
    ['12345', '12345'],
  ])('formatPersonnummer %j → %j', (input, expected) => {
    expect(formatPersonnummer(input)).toBe(expected);
  });

  it.each([
    ['165560160680', '556016-0680'],
    ['187912219990', '18791221-9990'],
    ['x', 'x'],
  ])('formatOrgnr %j → %j', (input, expected) => {
    expect(formatOrgnr(input)).toBe(expected);
  });
});

describe('isValidBic (SPEC §5 "8 or 11 characters", ISO 9362)', () => {
  it.each([
    ['NDEASESS', 'NDEASESS'],
    ['ESSESESS', 'ESSESESS'],
    ['HANDSESS', 'HANDSESS'],
    ['DEUTDEFF500', 'DEUTDEFF500'],
    ['NDEASE1S', 'NDEASE1S'], // location may hold digits
    ['ndeasess', 'NDEASESS'],
    [' SWEDSESS ', 'SWEDSESS'],
    ['NDEASES', null], // 7
    ['NDEASESSX', null], // 9
    ['NDEASESSXX', null], // 10
    ['NDEASESSXXXX', null], // 12
    ['1DEASESS', null], // digit in the bank code
    ['NDEAS1SS', null], // digit in the country code
    ['NDEA SESS', null],
    ['NDEASESS-XX', null],
    ['ÅDEASESS', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseBic(input)).toBe(expected);
    expect(isValidBic(input)).toBe(expected !== null);
  });
});
