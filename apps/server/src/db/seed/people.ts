// Made-up people for the demo: names, Luhn-valid personnummer, e-mail addresses and mobile numbers.
import { daysInMonth } from '@lonportal/domain/validation/dates';
import { luhnCheckDigit } from '@lonportal/domain/validation/identity';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names';
import type { Rng } from './random';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Appends the Luhn check digit to YYMMDDNNN. DOMAIN §5: Luhn over the 10-digit form's first 9 digits. */
function withCheckDigit(nine: string): string {
  const check = luhnCheckDigit(nine);
  if (check === null) throw new Error(`not digits: ${nine}`);
  return `${nine}${check}`;
}

/**
 * A 12-digit personnummer born in [fromYear, toYear] on a real date. DOMAIN §5: the third digit of
 * the birth number is odd for men and even for women.
 */
export function makePersonnummer(rng: Rng, fromYear: number, toYear: number, male: boolean): string {
  const year = rng.int(fromYear, toYear);
  const month = rng.int(1, 12);
  const day = rng.int(1, daysInMonth(year, month));
  let serial = `${rng.int(0, 9)}${rng.int(0, 9)}${rng.int(0, 4) * 2 + (male ? 1 : 0)}`;
  if (serial === '000') serial = '010'; // 000 is never issued
  const ten = withCheckDigit(`${pad(year % 100)}${pad(month)}${pad(day)}${serial}`);
  return `${Math.floor(year / 100)}${ten}`;
}

/**
 * The 12-digit wire form of a legal person's organisationsnummer: "16" + nine digits + Luhn digit.
 * DOMAIN §6: digits 3–4 must be ≥ 20 so it cannot be read as a personnummer.
 */
export function makeOrgnr(nine: string): string {
  if (!/^\d{9}$/.test(nine) || Number(nine.slice(2, 4)) < 20) throw new Error(`bad orgnr stem: ${nine}`);
  return `16${withCheckDigit(nine)}`;
}

/** Lower-case ASCII for logins and e-mail addresses: "Linnéa Öberg" → "linnea", "oberg". */
export function asciiSlug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');
}

/** A Swedish mobile number in E.164 form, e.g. +46701234567 (070/072/073/076/079 series). */
export function makeMobile(rng: Rng): string {
  return `+467${rng.pick([0, 2, 3, 6, 9])}${pad(rng.int(0, 9_999_999), 7)}`;
}

export interface Person {
  foNamn: string;
  efNamn: string;
  persNr: string;
  male: boolean;
  email: string;
  phone: string;
}

/**
 * Hands out people whose personnummer and e-mail addresses never repeat within one factory, so
 * one person can only share a persNr with another record on purpose.
 */
export class PersonFactory {
  private readonly persNrs = new Set<string>();
  private readonly emails = new Set<string>();

  constructor(private readonly rng: Rng) {}

  /** A new person born in [fromYear, toYear] with an address at `emailDomain`. */
  person(opts: { fromYear: number; toYear: number; emailDomain: string; male?: boolean }): Person {
    const male = opts.male ?? this.rng.chance(0.5);
    const foNamn = this.rng.pick(male ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
    const efNamn = this.rng.pick(LAST_NAMES);
    return {
      foNamn,
      efNamn,
      persNr: this.persNr(opts.fromYear, opts.toYear, male),
      male,
      email: this.email(`${asciiSlug(foNamn)}.${asciiSlug(efNamn)}`, opts.emailDomain),
      phone: makeMobile(this.rng),
    };
  }

  /** A personnummer not handed out before by this factory. */
  persNr(fromYear: number, toYear: number, male: boolean): string {
    for (;;) {
      const p = makePersonnummer(this.rng, fromYear, toYear, male);
      if (!this.persNrs.has(p)) {
        this.persNrs.add(p);
        return p;
      }
    }
  }

  /** local@domain, with a number added when the address is taken ("anna.berg2@…"). */
  email(local: string, domain: string): string {
    for (let n = 1; ; n++) {
      const address = `${local}${n === 1 ? '' : n}@${domain}`;
      if (!this.emails.has(address)) {
        this.emails.add(address);
        return address;
      }
    }
  }
}
