import { useMemo, useState } from 'react';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import type { StatusFlags } from '@lonportal/domain/row-status';
import type { Period } from '../../lib/date-filter';
import { useDepartments } from '../../lib/reference-lists/get-avdelning';
import { actionTargets, actionableRows, type PageAction } from '../../lib/row-status/status-actions';
import type { StatusResource } from '../../lib/row-status/status-resource';
import { useRunStatusAction } from '../../lib/row-status/use-status-action';
import { useSession } from '../../lib/session';
import {
  EMPTY_FILTER,
  departmentsOf,
  pageOf,
  selectAllState,
  selectedShown,
  toggleAll,
  toggleOne,
  visibleEntries,
  type AttestFilter,
} from './attest-list';

/**
 * The state of a manager's list of employees for the period: the filter, the selection over all
 * pages, the page shown, the employee opened, and the bulk and single status actions.
 */
export function useEmployeeStatusList(
  list: readonly AttestListEntry[],
  period: Period,
  flags: StatusFlags,
  forward: PageAction,
  resource: StatusResource,
) {
  const [filter, setFilter] = useState<AttestFilter>(EMPTY_FILTER);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<AttestListEntry | null>(null);
  const [requestedPage, setPage] = useState(0);
  const status = useRunStatusAction(period, resource);
  const [runningFor, setRunningFor] = useState<string | null>(null);
  const { me } = useSession();
  const [perPage, setPerPage] = useState(me.UserAppSettings.PaginationPerPage);
  const departmentList = useDepartments(me.FtgInfo.FtgId).data;
  const departmentName = useMemo(() => {
    const names = new Map((departmentList ?? []).map((d) => [d.Avdelning, d.Namn]));
    return (code: string) => names.get(code) || code;
  }, [departmentList]);

  const shown = useMemo(
    () => visibleEntries(list, filter, (e) => actionableRows(e.Antal, forward, flags) > 0),
    [list, filter, forward, flags],
  );
  const departments = useMemo(() => departmentsOf(list), [list]);
  const chosen = selectedShown(selected, shown);
  const { page, items } = pageOf(shown, requestedPage, perPage);
  const shownIds = shown.map((e) => e.AnstNr);

  const runBulk = async (action: PageAction) => {
    const targets = actionTargets(chosen, action, flags).map((e) => e.AnstNr);
    if (await status.run(action, targets, { confirmEmployees: true })) setSelected(new Set());
  };
  const runOne = async (anstNr: string) => {
    setRunningFor(anstNr);
    try {
      await status.run(forward, [anstNr]);
    } finally {
      setRunningFor(null);
    }
  };

  return {
    filter,
    changeFilter: (next: AttestFilter) => {
      setFilter(next);
      setPage(0);
    },
    departments,
    departmentName,
    shown,
    chosen,
    selected,
    allState: selectAllState(selected, shownIds),
    toggle: (anstNr: string) => setSelected((s) => toggleOne(s, anstNr)),
    toggleAll: () => setSelected((s) => toggleAll(s, shownIds)),
    page,
    items,
    perPage,
    setPage,
    changePerPage: (n: number) => {
      setPerPage(n);
      setPage(0);
    },
    open,
    setOpen,
    pending: status.pending,
    pendingAction: status.pendingAction,
    runningFor,
    runBulk,
    runOne,
  };
}

export type EmployeeStatusListState = ReturnType<typeof useEmployeeStatusList>;
