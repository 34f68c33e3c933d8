// zod 4 schemas built from the rules in this folder; every issue message is an i18n key. SPEC §5.
import { z } from 'zod';
import { VERSION_MAX } from '../constants';
import type { ValidationKey } from './keys';
import { isEmptyDate, isValidIsoDate } from './dates';
import { isEmail } from './generic';
import { normaliseBic, normaliseOrgnr, parsePersonnummer } from './identity';
import { parseTime } from './time';

export interface EmptyOption {
  /** Accept '' (after trimming) and output ''; otherwise blank input gives validation.required. */
  allowEmpty?: boolean;
}

const REQUIRED: ValidationKey = 'validation.required';

/** A trimmed string whose missing or non-string input reports validation.required. */
const trimmed = () => z.string({ error: REQUIRED }).trim();

/**
 * Trimmed string → parse(s), with `key` when parse gives null and validation.required when blank
 * (unless allowEmpty, then '' passes through). `isBlank` decides what counts as blank.
 */
function parsedString(
  parse: (s: string) => string | null,
  key: ValidationKey,
  allowEmpty: boolean,
  isBlank: (s: string) => boolean = (s) => s === '',
) {
  return trimmed().transform((s, ctx) => {
    if (isBlank(s)) {
      if (allowEmpty) return '';
      ctx.addIssue({ code: 'custom', message: REQUIRED, input: s });
      return z.NEVER;
    }
    const value = parse(s);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: key, input: s });
      return z.NEVER;
    }
    return value;
  });
}

/** Required trimmed string, at most `max` characters when given (validation.required, validation.maxLength). */
export function zRequiredString(max?: number) {
  const s = trimmed().min(1, { error: REQUIRED });
  return max === undefined ? s : s.max(max, { error: 'validation.maxLength' });
}

/** Personnummer (10 or 12 digits) → its 12-digit form; validation.personnummer.invalid. SPEC §5, DOMAIN §5. */
export function zPersonnummer(options: EmptyOption & { allowCoordination?: boolean } = {}) {
  const { allowCoordination = true, allowEmpty = false } = options;
  return parsedString(
    (s) => parsePersonnummer(s, { allowCoordination })?.value12 ?? null,
    'validation.personnummer.invalid',
    allowEmpty,
  );
}

/** Organisationsnummer (10 or 12 digits) → its 12-digit form; validation.orgnr.invalid. SPEC §5, DOMAIN §6. */
export function zOrgnr(options: EmptyOption = {}) {
  return parsedString((s) => normaliseOrgnr(s), 'validation.orgnr.invalid', options.allowEmpty ?? false);
}

/** ISO date YYYY-MM-DD; '' and the 1899-12-30 sentinel count as blank; validation.date.invalid. SPEC §5 Dates. */
export function zIsoDate(options: EmptyOption = {}) {
  return parsedString(
    (s) => (isValidIsoDate(s) ? s : null),
    'validation.date.invalid',
    options.allowEmpty ?? false,
    isEmptyDate,
  );
}

/** Time → 'HH:MM' (shorthand accepted, see parseTime); validation.time.invalid. SPEC §5 Time. */
export function zTime(options: EmptyOption = {}) {
  return parsedString(parseTime, 'validation.time.invalid', options.allowEmpty ?? false);
}

/** Email (trimmed, pragmatic check); validation.email. SPEC §5 (InvalidEmail). */
export function zEmail(options: EmptyOption = {}) {
  return parsedString((s) => (isEmail(s) ? s : null), 'validation.email', options.allowEmpty ?? false);
}

/** BIC (8 or 11 characters, ISO 9362) → upper case; validation.bic.invalid. SPEC §5 Identity numbers. */
export function zBic(options: EmptyOption = {}) {
  return parsedString(normaliseBic, 'validation.bic.invalid', options.allowEmpty ?? false);
}

/**
 * The version a change names (ARCHITECTURE "Concurrency"): a whole number from 0 that the database
 * can hold. A larger one is refused here, not by the database as it compares (a 500).
 */
export const zVersion = () => z.int().min(0).max(VERSION_MAX);

/** zVersion, from a query string (DELETE …?Version=). */
export const zVersionQuery = () => z.coerce.number().int().min(0).max(VERSION_MAX);
