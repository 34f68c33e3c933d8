import { z } from 'zod';
import { zOrgnr, zRequiredString, zVersion } from '../validation/zod';

// /admin/companies: the licence's companies as the licence user keeps them (SPEC §3 Company info,
// Licence flags). LIC creates, edits and archives a company; LIC and ADM find the archived ones here
// and restore them (an archived company is hidden from the company list, SPEC §2.4, its data kept).

/** The licence options a company's licence may have (SPEC §3 HasLicensOption): the HR option. */
export const LICENS_OPTIONS = ['HRTIL'] as const;

/** FtgKey: the company's short key (as payroll programs name companies), letters and digits. */
const FTG_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;
export const FTG_KEY_MAX = 20;
export const COMPANY_NAME_MAX = 100;

/** The fields of a company as LIC writes them: who it is, its licence, and its basic company flags. */
const companyFields = {
  Namn: zRequiredString(COMPANY_NAME_MAX),
  Orgnr: zOrgnr(),
  FtgKey: zRequiredString(FTG_KEY_MAX).regex(FTG_KEY_PATTERN, { error: 'validation.alphanumeric' }),
  HasPlus: z.boolean().default(false),
  HasWebLon: z.boolean().default(true),
  HasWebLonPlus: z.boolean().default(false),
  LicensOptions: z
    .array(z.enum(LICENS_OPTIONS))
    .max(10)
    .default([])
    .transform((o) => [...new Set(o)].sort()),
  EnforceBankIDAuth: z.boolean().default(false),
  Momspliktig: z.boolean().default(false),
  UseLSS: z.boolean().default(false),
  UseFKSignering: z.boolean().default(false),
};

/** The rules across fields: signing FK 3059 is for LSS companies only (SPEC §6 /fk3059). */
function companyRules(c: { UseLSS: boolean; UseFKSignering: boolean }, ctx: z.RefinementCtx) {
  if (c.UseFKSignering && !c.UseLSS)
    ctx.addIssue({ code: 'custom', path: ['UseFKSignering'], message: 'validation.company.fkNeedsLss' });
}

/** The company form: the fields and their rules. */
export const CompanyFormSchema = z.object(companyFields).superRefine(companyRules);

/**
 * POST /admin/companies: a new company. `StandardRegister` starts it with the portal's standard time
 * codes, pay codes, goods groups, accounts and work schedules (a company whose payroll program
 * sends its own codes imports them instead); the holidays of its salary years it gets either way.
 */
export const CompanyCreateSchema = z
  .object({ ...companyFields, StandardRegister: z.boolean().default(true) })
  .strict()
  .superRefine(companyRules);
export type CompanyCreate = z.output<typeof CompanyCreateSchema>;

/** PUT /admin/companies/{FtgId}: the company's fields and the version the edit was made on. */
export const CompanyUpdateSchema = z
  .object({ Version: zVersion(), ...companyFields })
  .strict()
  .superRefine(companyRules);
export type CompanyUpdate = z.output<typeof CompanyUpdateSchema>;

/** POST /admin/companies/{FtgId}/archive and /restore: the version it was read at. */
export const CompanyVersionSchema = z.object({ Version: zVersion() }).strict();

/** GET /admin/companies: the companies, archived ones too when asked. */
export const CompanyListQuerySchema = z.object({ Arkiverade: z.enum(['true', 'false']).optional() }).strict();

export const CompanyRegisterEntrySchema = z.object({
  FtgId: z.uuid(),
  Version: z.int(),
  Namn: z.string(),
  Orgnr: z.string(),
  FtgKey: z.string(),
  Archived: z.boolean(),
  HasPlus: z.boolean(),
  HasWebLon: z.boolean(),
  HasWebLonPlus: z.boolean(),
  LicensOptions: z.array(z.enum(LICENS_OPTIONS)),
  EnforceBankIDAuth: z.boolean(),
  Momspliktig: z.boolean(),
  UseLSS: z.boolean(),
  UseFKSignering: z.boolean(),
  /** Employees whose employment has not ended. */
  Anstallda: z.int().min(0),
});
export type CompanyRegisterEntry = z.infer<typeof CompanyRegisterEntrySchema>;
export const CompanyRegisterListSchema = z.array(CompanyRegisterEntrySchema);

/**
 * /admin/companies/{Id}: the company acted on. Not `FtgId`: that parameter names the company a
 * request works in (SPEC §7), and LIC works in one company while archiving another.
 */
export const CompanyIdParamsSchema = z.object({ Id: z.uuid() });
