// Identity numbers: personnummer, samordningsnummer, organisationsnummer and BIC.
// SPEC §5 Identity numbers, DOMAIN §5 (personnummer), DOMAIN §6 (organisationsnummer), DOMAIN §7 (BIC).
// The npm packages `personnummer` and `organisationsnummer` are wrapped here; nothing else imports them.
import Personnummer from 'personnummer';
import Organisationsnummer from 'organisationsnummer';

export interface ParsedPersonnummer {
  /** 12 digits, century included, no separator (Skatteverket's stored form). */
  value12: string;
  /** Samordningsnummer: day of month + 60 (61–91). */
  isCoordination: boolean;
  /** YYYY-MM-DD; for a samordningsnummer the day with 60 subtracted. */
  birthDate: string;
  /** Third digit of the birth number odd. */
  isMale: boolean;
}

export interface PersonnummerOptions {
  /** Accept samordningsnummer (default true, SPEC §5 "Coordination numbers are allowed"). */
  allowCoordination?: boolean;
  /** Reference date for the century of a 10-digit number; defaults to the current date. */
  today?: Date;
}

// (century)? YYMMDD (separator)? NNNC — the separator may only sit before the last four digits.
const IDENTITY = /^(\d{2})?(\d{6})([-+])?(\d{4})$/;
const PERSON_CENTURIES = ['18', '19', '20'];

/** Luhn check digit (0–9) for a digit string, e.g. the 9 digits YYMMDDNNN; null for non-digits. DOMAIN §5. */
export function luhnCheckDigit(nineDigits: string): number | null {
  if (!/^\d+$/.test(nineDigits)) return null;
  let sum = 0;
  // From the right the weights are 2,1,2,…; for 9 digits that is 2,1,2,… from the left as DOMAIN §5 says.
  for (let i = 0; i < nineDigits.length; i++) {
    const digit = Number(nineDigits[nineDigits.length - 1 - i]);
    const product = i % 2 === 0 ? digit * 2 : digit;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Century of a 10-digit number: the latest year ending in YY not after the reference year, where
 * '+' (aged 100 or more) moves the reference year back 100. DOMAIN §5 "- becomes +".
 */
function centuryFor(yy: number, separator: string | undefined, today: Date): string {
  const reference = today.getFullYear() - (separator === '+' ? 100 : 0);
  const year = reference - ((((reference - yy) % 100) + 100) % 100);
  return String(Math.floor(year / 100));
}

/**
 * Parses a personnummer/samordningsnummer of 10 or 12 digits, with or without '-'/'+' before the
 * last four digits; null when the format, the Luhn digit or the date is wrong. SPEC §5, DOMAIN §5.
 * Interim numbers (letters) are never accepted. A 12-digit form must have century 18, 19 or 20.
 */
export function parsePersonnummer(s: string, options: PersonnummerOptions = {}): ParsedPersonnummer | null {
  const { allowCoordination = true, today } = options;
  const match = IDENTITY.exec(s.trim());
  if (!match) return null;
  const [, century, yymmdd = '', separator, last4 = ''] = match;
  if (century !== undefined && !PERSON_CENTURIES.includes(century)) return null;
  const fullCentury = century ?? centuryFor(Number(yymmdd.slice(0, 2)), separator, today ?? new Date());
  let pnr: Personnummer;
  try {
    pnr = Personnummer.parse(`${fullCentury}${yymmdd}${last4}`, {
      allowCoordinationNumber: allowCoordination,
      allowInterimNumber: false,
    });
  } catch {
    return null;
  }
  const isCoordination = pnr.isCoordinationNumber();
  const day = Number(pnr.day) - (isCoordination ? 60 : 0);
  return {
    value12: pnr.format(true),
    isCoordination,
    birthDate: `${pnr.fullYear}-${pnr.month}-${String(day).padStart(2, '0')}`,
    isMale: pnr.isMale(),
  };
}

/** True when `s` is a valid personnummer (or samordningsnummer when allowed). SPEC §5 Identity numbers. */
export function isValidPersonnummer(s: string, options: PersonnummerOptions = {}): boolean {
  return parsePersonnummer(s, options) !== null;
}

/** Formats a 12-digit personnummer as YYYYMMDD-NNNN; other input is returned unchanged. */
export function formatPersonnummer(value12: string): string {
  return /^\d{12}$/.test(value12) ? `${value12.slice(0, 8)}-${value12.slice(8)}` : value12;
}

/** A legal person's 10-digit orgnr: digits 3–4 ≥ 20 and the Luhn digit right. DOMAIN §6. */
function isLegalPersonOrgnr(ten: string): boolean {
  if (Number(ten.slice(2, 4)) < 20) return false;
  try {
    return !Organisationsnummer.parse(ten).isPersonnummer();
  } catch {
    return false;
  }
}

/**
 * Normalises an organisationsnummer to its 12-digit wire form, or null. SPEC §5, DOMAIN §6:
 * '16' + a legal person's 10-digit number, or a sole trader's 12-digit personnummer (18/19/20).
 * 10-digit input (with or without '-') is accepted: digits 3–4 ≥ 20 get '16', others are read as a
 * personnummer (century from `options.today`, as in parsePersonnummer).
 */
export function normaliseOrgnr(s: string, options: Pick<PersonnummerOptions, 'today'> = {}): string | null {
  const match = IDENTITY.exec(s.trim());
  if (!match) return null;
  const [, prefix, yymmdd = '', separator, last4 = ''] = match;
  const ten = `${yymmdd}${last4}`;
  const legalPersonForm = prefix === '16' || (prefix === undefined && Number(ten.slice(2, 4)) >= 20);
  if (legalPersonForm) return separator !== '+' && isLegalPersonOrgnr(ten) ? `16${ten}` : null;
  return parsePersonnummer(s, { allowCoordination: true, ...options })?.value12 ?? null;
}

/** True when `s` is a valid organisationsnummer in 10- or 12-digit form. SPEC §5 Identity numbers. */
export function isValidOrgnr(s: string, options: Pick<PersonnummerOptions, 'today'> = {}): boolean {
  return normaliseOrgnr(s, options) !== null;
}

/** Formats a 12-digit orgnr for display: NNNNNN-NNNN for '16…', YYYYMMDD-NNNN for a sole trader. */
export function formatOrgnr(value12: string): string {
  if (!/^\d{12}$/.test(value12)) return value12;
  return value12.startsWith('16')
    ? `${value12.slice(2, 8)}-${value12.slice(8)}`
    : formatPersonnummer(value12);
}

// ISO 9362: bank (4 letters), country (2 letters), location (2 alnum), optional branch (3 alnum).
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Trims and upper-cases a BIC; null unless it has the ISO 9362 shape (8 or 11 characters). DOMAIN §7. */
export function normaliseBic(s: string): string | null {
  const bic = s.trim().toUpperCase();
  return BIC.test(bic) ? bic : null;
}

/** True for an 8- or 11-character BIC of ISO 9362 shape (case-insensitive). SPEC §5 "BIC must be 8 or 11". */
export function isValidBic(s: string): boolean {
  return normaliseBic(s) !== null;
}
