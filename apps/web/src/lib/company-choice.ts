// SPEC §4 Company selection: after login LIC, ADM and FTG with several companies choose the
// company to work in. The login asks for the choice here; the app shell asks the user, then opens
// the page they were going to (ADR 0017). Kept in session storage beside the company itself
// (SPEC §9, one tab), so that a reload before the choice asks again.

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

/** The choice is made, or not needed. */
export function endCompanyChoice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
