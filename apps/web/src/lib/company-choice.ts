// SPEC §4 Company selection: after login LIC, ADM and FTG with several companies choose the
// company to work in. The login asks for the choice here; the app shell asks the user, then opens
// the page they were going to (ADR 0017). Kept in session storage beside the company itself
// (SPEC §9, one tab), so that a reload before the choice asks again.
import { useBrowserValue } from './browser-value';

const KEY = 'lonportal.companyChoice';

/** Asks the logged-in pages to let the user choose a company, then to open `redirectTo`. */
export function askForCompanyChoice(redirectTo: string): void {
  try {
    sessionStorage.setItem(KEY, redirectTo);
  } catch {
    // storage disabled: the user goes straight in and may switch from the toolbar
  }
}

/** While a choice is asked for, the page to open once it is made; otherwise null. */
export function pendingCompanyChoice(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * The pending choice as the shell reads it as it renders: `undefined` (not known yet) while React
 * takes over a page the server painted, then the stored one. The server cannot see this tab's
 * storage and paints the page; read at once, the choice would leave the page out of the browser's
 * first render, and React would throw the painted page away (a hydration mismatch, ADR 0024).
 */
export function usePendingCompanyChoice(): string | null | undefined {
  return useBrowserValue<string | null | undefined>(pendingCompanyChoice, undefined);
}

/** The choice is made, or not needed. */
export function endCompanyChoice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
