import type { CompanyCreate, CompanyRegisterEntry, CompanyUpdate } from '@lonportal/domain';
import { LICENS_OPTIONS } from '@lonportal/domain';
import type { CompanyColumns, CompanyRow } from './companies-repository';

const licensOptionsOf = (stored: readonly string[]) => LICENS_OPTIONS.filter((o) => stored.includes(o));

/** A company as GET /admin/companies lists it. */
export const presentCompany = (c: CompanyRow, anstallda: number): CompanyRegisterEntry => ({
  FtgId: c.ftgId,
  Version: c.version,
  Namn: c.namn,
  Orgnr: c.orgnr,
  FtgKey: c.ftgKey,
  Archived: c.archived,
  HasPlus: c.hasPlus,
  HasWebLon: c.hasWebLon,
  HasWebLonPlus: c.hasWebLonPlus,
  LicensOptions: licensOptionsOf(c.licensOptions),
  EnforceBankIDAuth: c.enforceBankIdAuth,
  Momspliktig: c.momspliktig,
  UseLSS: c.useLss,
  UseFKSignering: c.useFkSignering,
  Anstallda: anstallda,
});

/** The columns a create or an edit writes. */
export const companyColumnsOf = (input: CompanyCreate | CompanyUpdate): CompanyColumns => ({
  namn: input.Namn,
  orgnr: input.Orgnr,
  ftgKey: input.FtgKey,
  hasPlus: input.HasPlus,
  hasWebLon: input.HasWebLon,
  hasWebLonPlus: input.HasWebLonPlus,
  licensOptions: [...input.LicensOptions],
  enforceBankIdAuth: input.EnforceBankIDAuth,
  momspliktig: input.Momspliktig,
  useLss: input.UseLSS,
  useFkSignering: input.UseFKSignering,
});
