import { z } from 'zod';
import { LOGIN_MAX_LENGTH } from '../constants';
import { zEmail, zIsoDate, zPersonnummer, zRequiredString, zVersion } from '../validation/zod';
import { REGISTER_CODE_MAX, REGISTER_NAME_MAX, zOptionalCode, zRegisterCode, zStaffingCodes } from './codes';

// The employee register (personalregister, SPEC §3 Employee list entry) as ADM and FTG keep it; AVD
// reads the employees of their department. The department and the code groups change from a day
// (a new department from the 1st): each change is a dated row of the employee's history, in force
// from its day, and the history is kept. An employee whose employment has ended keeps everything
// and leaves the lists (SPEC §6 inactive employees).

const optionalCode = zOptionalCode;

/** SPEC §3 PerStatus: whether rows name a brukare and result units 1–3, and the employee's own. */
export const PerStatusInputSchema = z.object({
  UseBrukare: z.boolean().default(false),
  Brukare: optionalCode(),
  UseResEnhet1: z.boolean().default(false),
  UseResEnhet2: z.boolean().default(false),
  UseResEnhet3: z.boolean().default(false),
  ResEnhet1: optionalCode(),
  ResEnhet2: optionalCode(),
  ResEnhet3: optionalCode(),
});

/** SPEC §3 PerSchema: from a date, with or without a work schedule. */
export const PerSchemaInputSchema = z.object({
  FromDatum: zIsoDate(),
  UseArbSchema: z.boolean(),
  ArbSchema: optionalCode(),
});
export const PER_SCHEMA_MAX = 100;

/** How the employee's own PER user logs in, when it is made with the employee (SPEC §6 login types). */
export const NEW_EMPLOYEE_LOGINS = ['PASSWORD', 'BANKID'] as const;
const LOGIN_PATTERN = /^[^\s\p{C}]+$/u;

/** The PER user made in the same step: a login, and a temporary password or electronic ID only. */
export const EmployeeUserInputSchema = z.object({
  Login: zRequiredString(LOGIN_MAX_LENGTH).regex(LOGIN_PATTERN, { error: 'validation.user.loginFormat' }),
  LoginType: z.enum(NEW_EMPLOYEE_LOGINS),
});

const employeeFields = {
  FoNamn: zRequiredString(REGISTER_NAME_MAX),
  EfNamn: zRequiredString(REGISTER_NAME_MAX),
  PersNr: zPersonnummer({ allowEmpty: true }).default(''),
  /** Skyddad identitet: the address goes to payroll and is shown to no one. */
  SkyddadIdentitet: z.boolean().default(false),
  Email: zEmail({ allowEmpty: true }).default(''),
  Phone: z.string().trim().max(25, { error: 'validation.maxLength' }).default(''),
  Avdelning: optionalCode(),
  TidKodGrupp: zRegisterCode(),
  LonKodGrupp: zRegisterCode(),
  /** Anställd från and till; '' when not known or not ended. */
  AnstDatum: zIsoDate({ allowEmpty: true }).default(''),
  SlutDatum: zIsoDate({ allowEmpty: true }).default(''),
  Locked: z.boolean().default(false),
  PerStatus: PerStatusInputSchema.default(PerStatusInputSchema.parse({})),
  PerSchema: z.array(PerSchemaInputSchema).max(PER_SCHEMA_MAX).default([]),
  /** The competences the employee holds (the company's register), what staffing tasks require. */
  Kompetenser: zStaffingCodes(),
  /** The properties the employee has (with Plus). */
  Egenskaper: zStaffingCodes(),
  /** The day from which the department and code groups written here apply. */
  GallerFran: zIsoDate(),
};

type EmployeeFields = z.output<z.ZodObject<typeof employeeFields>>;

/** The rules across fields, each on the field to correct. */
function employeeRules(e: EmployeeFields, ctx: z.RefinementCtx) {
  if (e.AnstDatum && e.SlutDatum && e.SlutDatum < e.AnstDatum)
    ctx.addIssue({ code: 'custom', path: ['SlutDatum'], message: 'validation.register.endBeforeStart' });
  if (e.PerStatus.UseBrukare && e.PerStatus.Brukare === '')
    ctx.addIssue({ code: 'custom', path: ['PerStatus', 'Brukare'], message: 'validation.required' });
  const seen = new Set<string>();
  e.PerSchema.forEach((p, i) => {
    if (seen.has(p.FromDatum))
      ctx.addIssue({
        code: 'custom',
        path: ['PerSchema', i, 'FromDatum'],
        message: 'validation.register.duplicateDate',
      });
    seen.add(p.FromDatum);
    if (p.UseArbSchema && p.ArbSchema === '')
      ctx.addIssue({ code: 'custom', path: ['PerSchema', i, 'ArbSchema'], message: 'validation.required' });
  });
}

/** The employee form: the fields and their rules, without the number, version and user. */
export const EmployeeFormSchema = z.object(employeeFields).superRefine(employeeRules);

/** POST /registers/employees: a new employee, and optionally their PER user in the same step. */
export const EmployeeCreateSchema = z
  .object({
    AnstNr: zRegisterCode(),
    ...employeeFields,
    Anvandare: EmployeeUserInputSchema.nullable().default(null),
  })
  .strict()
  .superRefine((e, ctx) => {
    employeeRules(e, ctx);
    // Electronic ID finds the user by their personal identity number (DOMAIN §11).
    if (e.Anvandare?.LoginType === 'BANKID' && e.PersNr === '')
      ctx.addIssue({ code: 'custom', path: ['PersNr'], message: 'validation.register.persNrForBankId' });
  });
export type EmployeeCreate = z.output<typeof EmployeeCreateSchema>;

/** PUT /registers/employees/{AnstNr}: the employee as written and the version it was read at. */
export const EmployeeUpdateSchema = z
  .object({ Version: zVersion(), ...employeeFields })
  .strict()
  .superRefine(employeeRules);
export type EmployeeUpdate = z.output<typeof EmployeeUpdateSchema>;

/** A dated row of the history: what applies from FromDatum, who wrote it and when. */
export const EmployeeHistoryRowSchema = z.object({
  FromDatum: z.string(),
  Avdelning: z.string(),
  TidKodGrupp: z.string(),
  LonKodGrupp: z.string(),
  /** When it was written (ISO timestamp) and by whom (name; '' for an import or an unknown user). */
  Andrad: z.string(),
  AndradAv: z.string(),
});
export type EmployeeHistoryRow = z.infer<typeof EmployeeHistoryRowSchema>;

/** GET /registers/employees/{AnstNr}: the employee as the form shows it, with their history. */
export const EmployeeDetailSchema = z.object({
  AnstNr: z.string(),
  Version: z.int(),
  FoNamn: z.string(),
  EfNamn: z.string(),
  PersNr: z.string(),
  SkyddadIdentitet: z.boolean(),
  Email: z.string(),
  Phone: z.string(),
  Avdelning: z.string(),
  TidKodGrupp: z.string(),
  LonKodGrupp: z.string(),
  AnstDatum: z.string(),
  SlutDatum: z.string(),
  Locked: z.boolean(),
  PerStatus: PerStatusInputSchema.required(),
  PerSchema: z.array(z.object({ FromDatum: z.string(), UseArbSchema: z.boolean(), ArbSchema: z.string() })),
  Kompetenser: z.array(z.string()),
  Egenskaper: z.array(z.string()),
  Historik: z.array(EmployeeHistoryRowSchema),
  /** The logins of the user accounts linked to the employee. */
  Anvandare: z.array(z.string()),
});
export type EmployeeDetail = z.infer<typeof EmployeeDetailSchema>;

/** POST /registers/employees answers the employee, and the new user's temporary password if one was made. */
export const EmployeeCreatedSchema = z.object({
  Employee: EmployeeDetailSchema,
  Password: z.string().nullable(),
});

/** Which employees the register lists: those employed (the default), those whose employment ended, or all. */
export const EMPLOYEE_LIST_SCOPES = ['AKTIVA', 'AVSLUTADE', 'ALLA'] as const;
export const EMPLOYEES_PER_PAGE_MAX = 200;

export const EmployeeRegisterQuerySchema = z
  .object({
    /** Part of a name, the employee number or the personal identity number. */
    Sok: z.string().trim().max(50).optional(),
    Avdelning: z.string().max(REGISTER_CODE_MAX).optional(),
    Visa: z.enum(EMPLOYEE_LIST_SCOPES).default('AKTIVA'),
    Page: z.coerce.number().int().min(1).max(100_000).default(1),
    PerPage: z.coerce.number().int().min(5).max(EMPLOYEES_PER_PAGE_MAX).optional(),
  })
  .strict();
export type EmployeeRegisterQuery = z.output<typeof EmployeeRegisterQuerySchema>;

export const EmployeeRegisterEntrySchema = EmployeeDetailSchema.pick({
  AnstNr: true,
  FoNamn: true,
  EfNamn: true,
  /** 12 digits, as the register holds it ('' when not known). */
  PersNr: true,
  Avdelning: true,
  TidKodGrupp: true,
  LonKodGrupp: true,
  AnstDatum: true,
  SlutDatum: true,
  Locked: true,
  SkyddadIdentitet: true,
}).extend({
  /** The employment has ended (SlutDatum before today). */
  Avslutad: z.boolean(),
});
export type EmployeeRegisterEntry = z.infer<typeof EmployeeRegisterEntrySchema>;
export const EmployeeRegisterListSchema = z.array(EmployeeRegisterEntrySchema);

/** Whether an employment that ends on `slutDatum` ('' when it has not) has ended by `today`. */
export const employmentEnded = (slutDatum: string, today: string): boolean =>
  slutDatum !== '' && slutDatum < today;
