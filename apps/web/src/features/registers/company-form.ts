import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CompanyCreateSchema,
  CompanyFormSchema,
  type CompanyCreate,
  type CompanyRegisterEntry,
} from '@lonportal/domain/registers/company';
import { formatOrgnr } from '@lonportal/domain/validation/identity';

// A company's form on /admin/companies: who it is, its licence and its basic flags (SPEC §3
// Company info, Licence flags); a new company also chooses whether it starts with the standard codes.

export type CompanyFormValues = CompanyCreate;
/** What the form hands over: the company's fields, and for a new one StandardRegister. */
export type CompanyFormOutput = CompanyCreate;

/** The form's fields, as the server names them in a field error. */
export const COMPANY_FORM_FIELDS = [
  'Namn',
  'Orgnr',
  'FtgKey',
  'HasPlus',
  'HasWebLon',
  'HasWebLonPlus',
  'LicensOptions',
  'EnforceBankIDAuth',
  'Momspliktig',
  'UseLSS',
  'UseFKSignering',
  'StandardRegister',
] as const satisfies readonly (keyof CompanyFormValues)[];

/** A new company is checked as it is created; a saved one as it is changed (no StandardRegister). */
export const companyResolver = (isNew: boolean) =>
  zodResolver(isNew ? CompanyCreateSchema : CompanyFormSchema) as unknown as Resolver<
    CompanyFormValues,
    unknown,
    CompanyFormOutput
  >;

/** The form's values of a saved company, or of a new one (null): WebLön and the standard codes on. */
export function companyFormOf(c: CompanyRegisterEntry | null): CompanyFormValues {
  if (!c)
    return {
      Namn: '',
      Orgnr: '',
      FtgKey: '',
      HasPlus: false,
      HasWebLon: true,
      HasWebLonPlus: false,
      LicensOptions: [],
      EnforceBankIDAuth: false,
      Momspliktig: false,
      UseLSS: false,
      UseFKSignering: false,
      StandardRegister: true,
    };
  return {
    Namn: c.Namn,
    Orgnr: formatOrgnr(c.Orgnr),
    FtgKey: c.FtgKey,
    HasPlus: c.HasPlus,
    HasWebLon: c.HasWebLon,
    HasWebLonPlus: c.HasWebLonPlus,
    LicensOptions: c.LicensOptions,
    EnforceBankIDAuth: c.EnforceBankIDAuth,
    Momspliktig: c.Momspliktig,
    UseLSS: c.UseLSS,
    UseFKSignering: c.UseFKSignering,
    StandardRegister: false,
  };
}
