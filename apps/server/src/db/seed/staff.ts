// Builds registry rows for people: employees with their PerSchema periods, brukare and arbetsledare.
import type { arbetsledare, brukare, employees, perSchema } from '../schema/index';
import { addDays, firstOfMonth } from '@lonportal/domain/dates';
import { laterOf, randomDay } from './dates';
import type { AvdelningDef } from './demo-companies';
import { asciiSlug, type Person, type PersonFactory } from './people';
import type { Rng } from './random';

export type EmployeeRow = typeof employees.$inferInsert;
export type PerSchemaRow = typeof perSchema.$inferInsert;
export type BrukareRow = typeof brukare.$inferInsert;
export type ArbetsledareRow = typeof arbetsledare.$inferInsert;

export interface EmployeeInput {
  ftgId: string;
  anstNr: string;
  person: Person;
  avd: AvdelningDef;
  firstSalaryYear: number;
  /** YYYY-MM-DD of the seed's today. */
  today: string;
  /** The company's OpenResEnhet1..6; an employee carries ResEnhet1..3 (SPEC §3 PerStatus). */
  openResEnhet: boolean[];
  resultatenheter: readonly { dim: number; kod: string }[];
  /** Brukare codes of a care company; empty elsewhere. */
  brukareCodes: readonly string[];
  locked?: boolean;
}

/** One employee and its PerSchema periods; some employees changed schedule once. */
export function buildEmployee(
  rng: Rng,
  input: EmployeeInput,
): { employee: EmployeeRow; perSchema: PerSchemaRow[] } {
  const { ftgId, anstNr, person, avd, today } = input;
  const birthYear = Number(person.persNr.slice(0, 4));
  const anstDatum = randomDay(rng, `${Math.max(birthYear + 19, 2005)}-01-01`, addDays(today, -30));
  const fromDatum = laterOf(anstDatum, `${input.firstSalaryYear}-01-01`);
  const schema = rng.pick(avd.scheman);
  // A timanställd has no schedule to follow (PerSchema.UseArbSchema false).
  const periods: PerSchemaRow[] = [
    { ftgId, anstNr, fromDatum, arbSchema: schema, useArbSchema: schema !== 'TIM' },
  ];
  const others = avd.scheman.filter((s) => s !== schema);
  if (others.length > 0 && rng.chance(0.15)) {
    const changed = firstOfMonth(randomDay(rng, addDays(fromDatum, 62), today));
    const next = rng.pick(others);
    if (changed > fromDatum && changed <= today) {
      periods.push({ ftgId, anstNr, fromDatum: changed, arbSchema: next, useArbSchema: next !== 'TIM' });
    }
  }
  const resEnhet = [1, 2, 3].map((dim) => {
    if (!input.openResEnhet[dim - 1]) return '';
    if (dim === 1 && avd.kostnadsstalle) return avd.kostnadsstalle;
    const codes = input.resultatenheter.filter((r) => r.dim === dim).map((r) => r.kod);
    return codes.length > 0 && rng.chance(0.3) ? rng.pick(codes) : '';
  });
  const useBrukare = input.brukareCodes.length > 0;
  return {
    employee: {
      ftgId,
      anstNr,
      foNamn: person.foNamn,
      efNamn: person.efNamn,
      persNr: person.persNr,
      email: person.email,
      phone: person.phone,
      tidKodGrupp: avd.grupp,
      lonKodGrupp: avd.grupp,
      avdelning: avd.avdelning,
      locked: input.locked ?? false,
      useBrukare,
      brukare: useBrukare ? rng.pick(input.brukareCodes) : null,
      useResEnhet: [0, 1, 2].map((i) => input.openResEnhet[i] ?? false),
      resEnhet,
      anstDatum,
    },
    perSchema: periods,
  };
}

/** Brukare (or kunder) `prefix`001.. with their personnummer; anyone from a child to the very old. */
export function buildBrukare(
  factory: PersonFactory,
  ftgId: string,
  prefix: string,
  count: number,
): { row: BrukareRow; person: Person }[] {
  return Array.from({ length: count }, (_, i) => {
    const person = factory.person({ fromYear: 1938, toYear: 2016, emailDomain: 'example.invalid' });
    const code = `${prefix}${String(i + 1).padStart(3, '0')}`;
    return {
      row: { ftgId, brukare: code, foNamn: person.foNamn, efNamn: person.efNamn, persNr: person.persNr },
      person,
    };
  });
}

/** Arbetsledare with a signature of their initials (first name + two letters of the last name). */
export function buildArbetsledare(
  factory: PersonFactory,
  ftgId: string,
  count: number,
  emailDomain: string,
): { row: ArbetsledareRow; person: Person }[] {
  const signs = new Set<string>();
  return Array.from({ length: count }, () => {
    const person = factory.person({ fromYear: 1965, toYear: 1995, emailDomain });
    const base = (asciiSlug(person.foNamn).slice(0, 1) + asciiSlug(person.efNamn).slice(0, 2)).toUpperCase();
    let sign = base;
    for (let n = 2; signs.has(sign); n++) sign = `${base}${n}`;
    signs.add(sign);
    return { row: { ftgId, sign, namn: `${person.foNamn} ${person.efNamn}` }, person };
  });
}

/** A demo company with the rows built for it, before they are written. */
export interface BuiltCompany {
  ftgKey: string;
  ftgId: string;
  emailDomain: string;
  employees: EmployeeRow[];
  perSchema: PerSchemaRow[];
  brukare: { row: BrukareRow; person: Person }[];
  arbetsledare: { row: ArbetsledareRow; person: Person }[];
}
