import type { Control, FieldPath, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { codeCreateSchema, codeUpdateSchema, type CodeRegister } from '@lonportal/domain/registers/codes';
import { formatPersonnummer } from '@lonportal/domain/validation/identity';
import { fieldsOf, keyFieldsOf, type RegisterRow } from './api/codes';

// A code register's row as its dialog's form holds it (domain registers/codes.ts): one shape for
// every register, of which each uses its code fields and its own fields. The domain's schemas check
// it, given only the fields of the register (they are strict), and make the body that is sent.

/** Every register's code and fields; a register's form uses its own. */
export interface CodeFormValues {
  Version?: number;
  Stangd?: boolean;
  Avdelning?: string;
  ArbSchema?: string;
  TidKod?: string;
  LonKod?: string;
  Brukare?: string;
  Sign?: string;
  Dim?: number | null;
  Kod?: string;
  Namn?: string;
  Konto?: string;
  BenText?: string;
  /** Hours Monday..Sunday of each week, week after week (7 × weeks). */
  Dagar?: (number | null)[];
  StartTid?: string;
  RastMinuter?: number | null;
  RotationStart?: string;
  Typ?: string | null;
  Grupper?: string[];
  PaxmlKod?: string;
  Enhet?: string;
  Apris?: number | null;
  KvittoKravs?: boolean;
  FoNamn?: string;
  EfNamn?: string;
  PersNr?: string;
  Kompetens?: string;
  Egenskap?: string;
  Bemuppgift?: string;
  /** A staffing task's competences and properties (codes). */
  Kompetenser?: string[];
  Egenskaper?: string[];
}

export type CodeControl = Control<CodeFormValues>;
export type CodeField = FieldPath<CodeFormValues>;

/** A new row's values before anything is typed. */
const NEW_ROW: Record<CodeRegister, CodeFormValues> = {
  departments: { Avdelning: '', Namn: '' },
  schedules: {
    ArbSchema: '',
    BenText: '',
    Dagar: [8, 8, 8, 8, 8, 0, 0],
    StartTid: '08:00',
    RastMinuter: 0,
    RotationStart: '',
  },
  timecodes: { TidKod: '', BenText: '', Typ: 'NORMAL', Grupper: [], PaxmlKod: '', LonKod: '' },
  paycodes: { LonKod: '', BenText: '', Typ: null, Enhet: 'st', Apris: null, Grupper: [], KvittoKravs: false },
  brukare: { Brukare: '', FoNamn: '', EfNamn: '', PersNr: '' },
  arbetsledare: { Sign: '', Namn: '', Brukare: '' },
  resultunits: { Dim: 1, Kod: '', Namn: '' },
  goodsgroups: { Namn: '' },
  accounts: { Konto: '', Namn: '' },
  competences: { Kompetens: '', BenText: '' },
  properties: { Egenskap: '', BenText: '' },
  staffingtasks: { Bemuppgift: '', BenText: '', Avdelning: '', Kompetenser: [], Egenskaper: [] },
};

/** The form's values of a saved row (its fields, version and whether it is closed), or of a new one. */
export function codeFormOf(kind: CodeRegister, row: RegisterRow | null): CodeFormValues {
  if (!row) return structuredClone(NEW_ROW[kind]);
  const saved: Record<string, unknown> = row;
  const values: Record<string, unknown> = { Version: row.Version, Stangd: row.Stangd };
  for (const f of [...keyFieldsOf(kind), ...fieldsOf(kind)]) {
    const v = saved[f];
    values[f] = Array.isArray(v) ? [...(v as unknown[])] : v;
  }
  if (kind === 'brukare') values.PersNr = formatPersonnummer(String(values.PersNr ?? ''));
  return values as CodeFormValues;
}

/** The fields the register's schema reads: its code and fields for a new row, else its fields, version and state. */
export const formFieldsOf = (kind: CodeRegister, isNew: boolean): CodeField[] =>
  (isNew
    ? [...keyFieldsOf(kind), ...fieldsOf(kind)]
    : ['Version', 'Stangd', ...fieldsOf(kind)]) as CodeField[];

function pick(values: CodeFormValues, fields: readonly string[]): Record<string, unknown> {
  const all = values as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, all[f]]));
}

/**
 * The register's create or update schema, on the form's values of that register only. What it
 * answers is the body to send; an issue's path is the form field's (`Dagar.3`, `RotationStart`).
 */
export function codeResolver(kind: CodeRegister, isNew: boolean): Resolver<CodeFormValues> {
  const schema = isNew ? codeCreateSchema(kind) : codeUpdateSchema(kind);
  const check = zodResolver(schema) as unknown as Resolver<CodeFormValues>;
  const fields = formFieldsOf(kind, isNew);
  return (values, context, options) => check(pick(values, fields) as CodeFormValues, context, options);
}

/** The fields of the form a server's field error may name (Details[].Field), or null for none of its own. */
export const codeFormField =
  (kind: CodeRegister, isNew: boolean) =>
  (wire: string): CodeField | null => {
    const fields = formFieldsOf(kind, isNew) as string[];
    const top = wire.split('.')[0] ?? '';
    return fields.includes(top) ? (wire as CodeField) : null;
  };

/** A schedule's hours, Monday..Sunday per week: the form's list cut in weeks. */
export function weeksOf(dagar: readonly (number | null)[] | undefined): (number | null)[][] {
  const days = dagar ?? [];
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** A week's hours together; what is not a number counts as none. */
export const weekTotal = (week: readonly (number | null)[]): number =>
  week.reduce<number>((sum, h) => sum + (typeof h === 'number' && Number.isFinite(h) ? h : 0), 0);
