// SPEC §9: session storage holds the selected company id and salary year (one browser tab each).
// The API client sends them as X-Ftg-Id and X-Salary-Year (ARCHITECTURE "Headers").

const FTG_ID_KEY = 'lonportal.ftgId';
const SALARY_YEAR_KEY = 'lonportal.salaryYear';

export interface CompanyContext {
  ftgId: string | null;
  salaryYear: number | null;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage disabled: the server falls back to the session's company
  }
}

/** The company and salary year this tab works in, as far as they are chosen. */
export function readCompanyContext(): CompanyContext {
  const year = Number(read(SALARY_YEAR_KEY));
  return { ftgId: read(FTG_ID_KEY), salaryYear: Number.isInteger(year) && year > 0 ? year : null };
}

/** Remembers the company and salary year that later requests are scoped to. */
export function writeCompanyContext(ftgId: string, salaryYear: number): void {
  try {
    sessionStorage.setItem(FTG_ID_KEY, ftgId);
    sessionStorage.setItem(SALARY_YEAR_KEY, String(salaryYear));
  } catch {
    // Without storage every request uses the session's company and year.
  }
}

/** Forgets the selection, so that a new login starts in the user's own company. */
export function clearCompanyContext(): void {
  try {
    sessionStorage.removeItem(FTG_ID_KEY);
    sessionStorage.removeItem(SALARY_YEAR_KEY);
  } catch {
    // nothing stored
  }
}
