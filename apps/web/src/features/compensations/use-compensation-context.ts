import { useMemo } from 'react';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canScanReceipts } from '@lonportal/domain/access/route-table';
import type { CompensationRules } from '@lonportal/domain/compensations/compensations';
import type { KontoSchema, VarugruppSchema } from '@lonportal/domain/reference-lists';
import type { z } from 'zod';
import { useKontoreg } from '../../lib/reference-lists/get-kontoreg';
import { useLonKoder } from '../../lib/reference-lists/get-lonkoder';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useVarugrupper } from '../../lib/reference-lists/get-varugrupper';
import { useSession } from '../../lib/session';
import { useTimeContext, type TimeContext } from '../time';
import { codesForEmployee, compensationRulesOf, type LonKod } from './compensation-form';

/** What the compensation page and its dialogs know: the time pages' context and the pay lists. */
export interface CompensationContext extends TimeContext {
  /** All the company's pay codes the user may see (for names). */
  payCodes: readonly LonKod[];
  /** The selected employee's pay codes of the kinds the company shows (SPEC §6). */
  employeePayCodes: readonly LonKod[];
  payCodeText: (lonKod: string) => string;
  compensationRules: CompensationRules;
  varugrupper: readonly z.infer<typeof VarugruppSchema>[];
  konton: readonly z.infer<typeof KontoSchema>[];
  /** Receipts are read by text recognition (Plus, SPEC §6). */
  canScan: boolean;
}

/** Gathers the compensation page's context from the session, the selected employee and the lists. */
export function useCompensationContext(): CompensationContext {
  const time = useTimeContext();
  const { me } = useSession();
  const portal = usePortalInfo(time.ftgId);
  const codes = useLonKoder(time.ftgId);
  const varugrupper = useVarugrupper(time.ftgId);
  const konton = useKontoreg(time.ftgId);

  return useMemo(() => {
    const all = codes.data ?? [];
    const byCode = new Map(all.map((c) => [c.LonKod, c.BenText]));
    return {
      ...time,
      payCodes: all,
      employeePayCodes: time.employee ? codesForEmployee(all, time.employee.LonKodGrupp, portal.data) : [],
      payCodeText: (lonKod: string) => byCode.get(lonKod) ?? '',
      compensationRules: compensationRulesOf(time.ftg, portal.data, all),
      varugrupper: varugrupper.data ?? [],
      konton: konton.data ?? [],
      canScan: portal.data ? canScanReceipts(accessContextFromMe(me, portal.data)) : false,
      isLoading: time.isLoading || codes.isPending || portal.isPending,
    };
  }, [time, me, portal.data, portal.isPending, codes.data, codes.isPending, varugrupper.data, konton.data]);
}
