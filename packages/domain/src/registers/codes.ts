import { z } from 'zod';
import { PAXML_TIDKODER } from '../payroll/index';
import { zIsoDate, zPersonnummer, zRequiredString, zTime, zVersion, zVersionQuery } from '../validation/zod';

// The company's code registers (SPEC §3 small lists and cached lists), kept by ADM and FTG, read by
// AVD: departments, work schedules, time codes, pay codes, brukare, arbetsledare, result units 1–6,
// goods groups, accounts, and staffing's competences, properties and tasks (SPEC §3 cached lists).
// Each row has a code, carries a version, and is closed rather than
// deleted once something refers to it: closed, it keeps its name for what used it and is offered
// to no one new.

/** A register code (AnstNr, Avdelning, ArbSchema, codes): letters, digits, - and _, as payroll programs write them. */
export const REGISTER_CODE_PATTERN = /^[\p{L}\p{N}_-]+$/u;
export const REGISTER_CODE_MAX = 20;
export const REGISTER_NAME_MAX = 60;

/** A register code: required, at most REGISTER_CODE_MAX, letters, digits, - and _. */
export const zRegisterCode = () =>
  zRequiredString(REGISTER_CODE_MAX).regex(REGISTER_CODE_PATTERN, { error: 'validation.alphanumeric' });

/** An optional register code ('' when none). */
export const zOptionalCode = () =>
  z
    .string()
    .trim()
    .max(REGISTER_CODE_MAX, { error: 'validation.maxLength' })
    .refine((s) => s === '' || REGISTER_CODE_PATTERN.test(s), { error: 'validation.alphanumeric' })
    .default('');

const name = () => zRequiredString(REGISTER_NAME_MAX);
const groups = () =>
  z
    .array(zRegisterCode())
    .max(20)
    .default([])
    .transform((g) => [...new Set(g)].sort());

/** The most competences or properties one staffing task or employee holds. */
export const STAFFING_CODES_MAX = 50;

/** Codes of the competences or properties a staffing task requires or an employee holds: each once, in order. */
export const zStaffingCodes = () =>
  z
    .array(zRegisterCode())
    .max(STAFFING_CODES_MAX)
    .default([])
    .transform((codes) => [...new Set(codes)].sort());

/** The kinds of time (TidKod Typ): what the portal does with a code's hours. */
export const TID_KOD_TYPER = [
  'NORMAL',
  'OVERTID',
  'MERTID',
  'FRANVARO',
  'SJUK',
  'VAB',
  'SEMESTER',
  'KOMP',
  'OB',
  'JOUR',
  'BEREDSKAP',
] as const;
/** The kinds of pay rows (LonKod Typ). */
export const LON_KOD_TYPER = [
  'UTLAGG',
  'TRAKTAMENTE',
  'MILERSATTNING',
  'REPRESENTATION',
  'TILLAGG',
  'AVDRAG',
] as const;

/** The longest rotation of a work schedule, in weeks. */
export const ROTATION_WEEKS_MAX = 8;
/** The longest unpaid break of a scheduled day. */
export const RAST_MINUTER_MAX = 240;

const hoursOfDay = z
  .number({ error: 'validation.number.invalid' })
  .min(0, { error: 'validation.numberBetween' })
  .max(24, { error: 'validation.numberBetween' });

/**
 * The fields of each register, beside its code. `key` names the code fields (what the URL names);
 * the rest is what an edit changes.
 */
export const CODE_REGISTER_FIELDS = {
  departments: { key: { Avdelning: zRegisterCode() }, fields: { Namn: name() } },
  schedules: {
    key: { ArbSchema: zRegisterCode() },
    fields: {
      BenText: name(),
      /**
       * Hours Monday..Sunday of each week of the rotation, week after week: 7 a week, at most
       * ROTATION_WEEKS_MAX weeks (SPEC §3 work schedules).
       */
      Dagar: z
        .array(hoursOfDay)
        .min(7, { error: 'validation.register.weekPattern' })
        .max(7 * ROTATION_WEEKS_MAX, { error: 'validation.register.weekPattern' })
        .refine((d) => d.length % 7 === 0, { error: 'validation.register.weekPattern' }),
      StartTid: zTime().default('08:00'),
      RastMinuter: z
        .int({ error: 'validation.integer' })
        .min(0, { error: 'validation.numberBetween' })
        .max(RAST_MINUTER_MAX, { error: 'validation.numberBetween' })
        .default(0),
      /** The Monday its first week starts on; '' for a schedule of one week. */
      RotationStart: zIsoDate({ allowEmpty: true }).default(''),
    },
  },
  timecodes: {
    key: { TidKod: zRegisterCode() },
    fields: {
      BenText: name(),
      Typ: z.enum(TID_KOD_TYPER, { error: 'validation.required' }),
      Grupper: groups(),
      /** The PAXml tidkod payroll gets (DOMAIN §12), or '' and then hours of the pay code LonKod. */
      PaxmlKod: z
        .union([z.enum(PAXML_TIDKODER), z.literal('')], { error: 'validation.register.paxmlKod' })
        .default(''),
      LonKod: zOptionalCode(),
    },
  },
  paycodes: {
    key: { LonKod: zRegisterCode() },
    fields: {
      BenText: name(),
      Typ: z.enum(LON_KOD_TYPER, { error: 'validation.required' }),
      Enhet: z
        .string()
        .trim()
        .min(1, { error: 'validation.required' })
        .max(10, { error: 'validation.maxLength' })
        .default('st'),
      /** Price per unit in kronor, when the code has a fixed one. */
      Apris: z
        .number({ error: 'validation.number.invalid' })
        .min(0, { error: 'validation.numberBetween' })
        .max(1_000_000, { error: 'validation.numberBetween' })
        .nullable()
        .default(null),
      Grupper: groups(),
      KvittoKravs: z.boolean().default(false),
    },
  },
  brukare: {
    key: { Brukare: zRegisterCode() },
    fields: { FoNamn: name(), EfNamn: name(), PersNr: zPersonnummer({ allowEmpty: true }).default('') },
  },
  arbetsledare: {
    key: { Sign: zRegisterCode() },
    fields: {
      Namn: name(),
      /** The brukare whose assistance they lead, '' for none. */ Brukare: zOptionalCode(),
    },
  },
  resultunits: {
    key: {
      Dim: z.coerce
        .number()
        .int()
        .min(1, { error: 'validation.numberBetween' })
        .max(6, { error: 'validation.numberBetween' }),
      Kod: zRegisterCode(),
    },
    fields: { Namn: name() },
  },
  goodsgroups: { key: { Namn: name() }, fields: {} },
  accounts: { key: { Konto: zRegisterCode() }, fields: { Namn: name() } },
  // Staffing (GLOSSARY Kompetenser, Egenskaper, Bemuppgift): what employees hold and tasks require.
  competences: { key: { Kompetens: zRegisterCode() }, fields: { BenText: name() } },
  /** Properties are Plus's (SPEC §7 /egenskaper only with Plus): PLUS_CODE_REGISTERS. */
  properties: { key: { Egenskap: zRegisterCode() }, fields: { BenText: name() } },
  staffingtasks: {
    key: { Bemuppgift: zRegisterCode() },
    fields: {
      BenText: name(),
      /** The department the task is staffed from, '' for any department. */
      Avdelning: zOptionalCode(),
      /** The competences whoever takes the task must hold, every one of them. */
      Kompetenser: zStaffingCodes(),
      /** The properties it asks for (with Plus). */
      Egenskaper: zStaffingCodes(),
    },
  },
} as const;

export type CodeRegister = keyof typeof CODE_REGISTER_FIELDS;
export const CODE_REGISTERS = Object.keys(CODE_REGISTER_FIELDS) as CodeRegister[];

/** The registers only a company with Plus keeps (SPEC §7: /egenskaper only with Plus). */
export const PLUS_CODE_REGISTERS: readonly CodeRegister[] = ['properties'];

/** Whether a company keeps the register: those of PLUS_CODE_REGISTERS only with Plus. */
export const keepsCodeRegister = (kind: CodeRegister, hasPlus: boolean): boolean =>
  hasPlus || !PLUS_CODE_REGISTERS.includes(kind);

type Def<K extends CodeRegister> = (typeof CODE_REGISTER_FIELDS)[K];
type KeyShape<K extends CodeRegister> = Def<K>['key'];
type FieldShape<K extends CodeRegister> = Def<K>['fields'];

/** The rules across fields, each on the field to correct. */
function codeRules(kind: CodeRegister, row: Record<string, unknown>, ctx: z.RefinementCtx) {
  // A time code without a PAXml tidkod goes to payroll as hours of a pay code (DOMAIN §12).
  if (kind === 'timecodes' && row.PaxmlKod === '' && row.LonKod === '')
    ctx.addIssue({ code: 'custom', path: ['LonKod'], message: 'validation.register.paxmlOrLonKod' });
  if (kind === 'schedules') {
    const rotates = Array.isArray(row.Dagar) && row.Dagar.length > 7;
    if (rotates && row.RotationStart === '')
      ctx.addIssue({ code: 'custom', path: ['RotationStart'], message: 'validation.required' });
    if (
      typeof row.RotationStart === 'string' &&
      row.RotationStart !== '' &&
      new Date(`${row.RotationStart}T00:00:00Z`).getUTCDay() !== 1
    )
      ctx.addIssue({ code: 'custom', path: ['RotationStart'], message: 'validation.register.notMonday' });
  }
}

/** POST /registers/{kind}: a new row, its code and fields. */
export const codeCreateSchema = <K extends CodeRegister>(kind: K) =>
  z
    .object({ ...CODE_REGISTER_FIELDS[kind].key, ...CODE_REGISTER_FIELDS[kind].fields } as KeyShape<K> &
      FieldShape<K>)
    .strict()
    .superRefine((row, ctx) => codeRules(kind, row, ctx));

/** PUT /registers/{kind}/{code}: the fields, whether closed, and the version read. */
export const codeUpdateSchema = <K extends CodeRegister>(kind: K) =>
  z
    .object({
      Version: zVersion(),
      Stangd: z.boolean().default(false),
      ...CODE_REGISTER_FIELDS[kind].fields,
    } as {
      Version: ReturnType<typeof zVersion>;
      Stangd: z.ZodDefault<z.ZodBoolean>;
    } & FieldShape<K>)
    .strict()
    .superRefine((row, ctx) => codeRules(kind, row, ctx));

/** The URL's code of a row: the key fields, from the path. */
export const codeParamsSchema = <K extends CodeRegister>(kind: K) =>
  z.object(CODE_REGISTER_FIELDS[kind].key as KeyShape<K>).strict();

export type CodeCreate<K extends CodeRegister> = z.output<ReturnType<typeof codeCreateSchema<K>>>;
export type CodeUpdate<K extends CodeRegister> = z.output<ReturnType<typeof codeUpdateSchema<K>>>;
export type CodeKey<K extends CodeRegister> = z.output<ReturnType<typeof codeParamsSchema<K>>>;

const text = z.string();
const bool = z.boolean();
/** Each register's code and fields as the server answers them (what is stored, read back). */
const CODE_REGISTER_OUT = {
  departments: { Avdelning: text, Namn: text, Anstallda: z.int().min(0) },
  schedules: {
    ArbSchema: text,
    BenText: text,
    Dagar: z.array(z.number()),
    StartTid: text,
    RastMinuter: z.int(),
    RotationStart: text,
  },
  timecodes: { TidKod: text, BenText: text, Typ: text, Grupper: z.array(text), PaxmlKod: text, LonKod: text },
  paycodes: {
    LonKod: text,
    BenText: text,
    Typ: text,
    Enhet: text,
    Apris: z.number().nullable(),
    Grupper: z.array(text),
    KvittoKravs: bool,
  },
  brukare: { Brukare: text, FoNamn: text, EfNamn: text, PersNr: text },
  arbetsledare: { Sign: text, Namn: text, Brukare: text },
  resultunits: { Dim: z.int(), Kod: text, Namn: text },
  goodsgroups: { Namn: text },
  accounts: { Konto: text, Namn: text },
  competences: { Kompetens: text, BenText: text },
  properties: { Egenskap: text, BenText: text },
  staffingtasks: {
    Bemuppgift: text,
    BenText: text,
    Avdelning: text,
    Kompetenser: z.array(text),
    Egenskaper: z.array(text),
  },
} as const satisfies Record<CodeRegister, z.ZodRawShape>;

/** What every listed row carries besides its code and fields. */
const rowState = {
  Version: z.int(),
  /** Closed: kept for what used it, offered to no one new. */
  Stangd: z.boolean(),
  /** Whether anything refers to it (then it is closed, not deleted). */
  IBruk: z.boolean(),
};

/** A row as GET /registers/{kind} lists it: its code, its fields and its state (a department also counts its employees). */
export const codeEntrySchema = <K extends CodeRegister>(kind: K) =>
  z.object({ ...CODE_REGISTER_OUT[kind], ...rowState } as (typeof CODE_REGISTER_OUT)[K] & typeof rowState);
export type CodeEntry<K extends CodeRegister> = z.output<ReturnType<typeof codeEntrySchema<K>>>;

export const RegisterDeleteQuerySchema = z.object({ Version: zVersionQuery() }).strict();
