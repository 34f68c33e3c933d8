import type { EmployeeListEntry } from '@lonportal/domain/employees';
import { useEmployees } from './reference-lists/get-perlista';
import { useSession } from './session';
import { createStore, useStore } from './store';

// SPEC §4 Company selection: "The selected employee defaults to the user's own AnstNr, otherwise
// to the first in the list", and "A company change clears … the selected employee". The choice
// lives outside React so that it survives navigation between the time pages; it is remembered
// together with the login and company it was made in, so another company (or login) starts over.

export interface EmployeeChoice {
  /** `${Login}|${FtgId}`: the session the choice belongs to. */
  owner: string;
  anstNr: string;
}

export const employeeSelectionStore = createStore<EmployeeChoice | null>(null);

/** Whether the picker lists inactive employees too (SPEC §6: with the pay module they are hidden unless shown). */
export const showInactiveStore = createStore(false);

/** The chosen employee follows a renumbering (SPEC §4 ANSTNRS_CHANGED: `from` became `to`). */
export function renumberSelectedEmployee(from: string, to: string): void {
  employeeSelectionStore.set((choice) => (choice?.anstNr === from ? { ...choice, anstNr: to } : choice));
}

/** Forgets the selected employee (a company change, SPEC §4). */
export const clearSelectedEmployee = (): void => employeeSelectionStore.set(null);

/**
 * The employee to show: the chosen one while it is in the list, else the user's own, else the
 * first; null for an empty list.
 */
export function resolveSelectedAnstNr(
  employees: readonly Pick<EmployeeListEntry, 'AnstNr'>[],
  chosen: string | null,
  own: string,
): string | null {
  const has = (anstNr: string) => anstNr !== '' && employees.some((e) => e.AnstNr === anstNr);
  if (chosen !== null && has(chosen)) return chosen;
  if (has(own)) return own;
  return employees[0]?.AnstNr ?? null;
}

/** "AnstNr Förnamn Efternamn", as the picker shows an employee. */
export const employeeLabel = (e: Pick<EmployeeListEntry, 'AnstNr' | 'FoNamn' | 'EfNamn'>): string =>
  `${e.AnstNr} ${employeeName(e)}`;

/** "Förnamn Efternamn". */
export const employeeName = (e: Pick<EmployeeListEntry, 'FoNamn' | 'EfNamn'>): string =>
  `${e.FoNamn} ${e.EfNamn}`.trim();

/** True when `e` matches the typed search: part of its number or name, any case. */
export function employeeMatches(
  e: Pick<EmployeeListEntry, 'AnstNr' | 'FoNamn' | 'EfNamn'>,
  search: string,
): boolean {
  const words = search.trim().toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
  const text = employeeLabel(e).toLocaleLowerCase('sv');
  return words.every((w) => text.includes(w));
}

export interface SelectedEmployee {
  anstNr: string | null;
  employee: EmployeeListEntry | null;
  employees: readonly EmployeeListEntry[];
  setAnstNr: (anstNr: string) => void;
  isLoading: boolean;
  /** With the pay module on (HasWebLon) inactive employees are hidden unless the user shows them. */
  mayShowInactive: boolean;
  showInactive: boolean;
  setShowInactive: (show: boolean) => void;
}

const NO_EMPLOYEES: readonly EmployeeListEntry[] = [];

/**
 * The employee the time pages show, and the list to pick from (GET /perlista): without the pay
 * module every employee; with it the active ones, and the inactive too when the user shows them.
 */
export function useSelectedEmployee(): SelectedEmployee {
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const owner = `${me.UserAccount.Login}|${ftgId}`;
  const showInactive = useStore(showInactiveStore);
  const includeInactive = !me.HasWebLon || showInactive;
  const list = useEmployees(ftgId, includeInactive);
  const stored = useStore(employeeSelectionStore);
  const employees = list.data ?? NO_EMPLOYEES;
  const chosen = stored && stored.owner === owner ? stored.anstNr : null;
  const anstNr = resolveSelectedAnstNr(employees, chosen, me.UserAccount.AnstNr);
  return {
    anstNr,
    employee: employees.find((e) => e.AnstNr === anstNr) ?? null,
    employees,
    setAnstNr: (next) => employeeSelectionStore.set({ owner, anstNr: next }),
    isLoading: list.isPending,
    mayShowInactive: me.HasWebLon,
    showInactive,
    setShowInactive: (show) => showInactiveStore.set(show),
  };
}
