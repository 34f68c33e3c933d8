import {
  COMPANY_PROCESS_FIELDS,
  type CompanyProcess,
  type PortalSettings,
  type StatusFlags,
} from '@lonportal/domain';
import { parsePortalInfo } from '../../plugins/access/store';
import { presentFtgInfo } from '../../shared/presenters';
import type { CompanyRow } from './portal-repository';

/**
 * The company switches /admin/portal edits, as FtgInfo names them (and who computes the trips, ADR
 * 0027, and the payroll cut-off day, domain payroll/transfer-window.ts).
 */
export function companyProcessOf(company: CompanyRow): CompanyProcess {
  const info = {
    ...presentFtgInfo(company),
    ReseBerakning: company.reseBerakning,
    Brytdatum: company.brytdatum,
  };
  return Object.fromEntries(COMPANY_PROCESS_FIELDS.map((f) => [f, info[f]])) as CompanyProcess;
}

/** The approval steps of a set of switches (SPEC §2.1 KalUseLonReady, KalUseAttest). */
export const flagsOf = (p: Pick<CompanyProcess, 'KalUseLonReady' | 'KalUseAttest'>): StatusFlags => ({
  KalUseLonReady: p.KalUseLonReady,
  KalUseAttest: p.KalUseAttest,
});

/** The stored settings and the company row as GET and PUT /admin/portal answer them. */
export const presentPortalSettings = (
  stored: { version: number; info: unknown },
  company: CompanyRow,
  mayEditCompany: boolean,
): PortalSettings => ({
  Version: stored.version,
  PortalInfo: parsePortalInfo(stored.info),
  Company: companyProcessOf(company),
  MayEditCompany: mayEditCompany,
});
