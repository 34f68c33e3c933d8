import { useMemo } from 'react';
import { readsTimeOnly } from '@lonportal/domain/access/capabilities';
import type { FtgInfo } from '@lonportal/domain/auth/schemas';
import type { EmployeeListEntry } from '@lonportal/domain/employees';
import type { EntryRules, ResDim } from '@lonportal/domain/time/entries';
import type { z } from 'zod';
import type { BrukareSchema, ResEnheterSchema } from '@lonportal/domain/reference-lists';
import { useSession } from '../../lib/session';
import { useSelectedEmployee, type SelectedEmployee } from '../../lib/employee-selection';
import { useBrukarlista } from '../../lib/reference-lists/get-brukarlista';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useResEnheter } from '../../lib/reference-lists/get-resenheter';
import { useTidKoder } from '../../lib/reference-lists/get-tidkoder';
import { codesForGroup, entryRulesOf, openResDims } from './entry-form';
import { kindOfCodes, type TidKod } from './time-report';

export type Brukare = z.infer<typeof BrukareSchema>;
export type ResEnheter = z.infer<typeof ResEnheterSchema>;

/** What the time pages and their dialogs need to know about the company, the employee and the lists. */
export interface TimeContext {
  ftgId: string;
  ftg: FtgInfo;
  selection: SelectedEmployee;
  employee: EmployeeListEntry | null;
  /** All the company's time codes the user may see (for names and kinds). */
  codes: readonly TidKod[];
  /** The selected employee's codes (SPEC §6 code groups). */
  employeeCodes: readonly TidKod[];
  kindOf: ReturnType<typeof kindOfCodes>;
  codeText: (tidKod: string) => string;
  rules: EntryRules;
  resDims: readonly ResDim[];
  resEnheter: ResEnheter | undefined;
  brukare: readonly Brukare[];
  brukareName: (brukare: string) => string;
  /** May the user add and change rows at all (a brukare only looks). */
  mayReport: boolean;
  isLoading: boolean;
}

/** Gathers the time pages' context from the session, the selected employee and the cached lists. */
export function useTimeContext(): TimeContext {
  const { me } = useSession();
  const ftg = me.FtgInfo;
  const ftgId = ftg.FtgId;
  const selection = useSelectedEmployee();
  const codes = useTidKoder(ftgId);
  const portal = usePortalInfo(ftgId);
  const resDims = useMemo(() => openResDims(ftg), [ftg]);
  const resEnheter = useResEnheter(ftgId, resDims.length > 0);
  const brukare = useBrukarlista(ftgId, ftg.UseLSS);
  const employee = selection.employee;
  // A brukare reads (and attests) time but does not report it.
  const mayReport = !readsTimeOnly(me.UserAccount);

  return useMemo(() => {
    const all = codes.data ?? [];
    const byCode = new Map(all.map((c) => [c.TidKod, c.BenText]));
    const brukareByNr = new Map(
      (brukare.data ?? []).map((b) => [b.Brukare, `${b.FoNamn} ${b.EfNamn}`.trim()]),
    );
    return {
      ftgId,
      ftg,
      selection,
      employee,
      codes: all,
      employeeCodes: employee ? codesForGroup(all, employee.TidKodGrupp) : [],
      kindOf: kindOfCodes(all),
      codeText: (tidKod: string) => byCode.get(tidKod) ?? '',
      rules: entryRulesOf(ftg, portal.data),
      resDims,
      resEnheter: resEnheter.data,
      brukare: brukare.data ?? [],
      brukareName: (nr: string) => brukareByNr.get(nr) ?? nr,
      mayReport,
      isLoading: selection.isLoading || codes.isPending,
    };
  }, [
    ftgId,
    ftg,
    selection,
    employee,
    codes.data,
    codes.isPending,
    portal.data,
    resDims,
    resEnheter.data,
    brukare.data,
    mayReport,
  ]);
}
