// The company the user last worked in, offered first when they choose again: favourites and the last
// used company first. Kept in local storage beside the favourites, one per login
// (SPEC §9 keeps the favourites there; ADR 0017).
const keyOf = (login: string) => `lonportal.lastCompany.${login.toLowerCase()}`;

/** The id of the company `login` last worked in, or null. */
export function readLastUsedCompany(login: string): string | null {
  try {
    return localStorage.getItem(keyOf(login));
  } catch {
    return null;
  }
}

/** Remembers that `login` works in company `ftgId`. */
export function rememberLastUsedCompany(login: string, ftgId: string): void {
  try {
    localStorage.setItem(keyOf(login), ftgId);
  } catch {
    // not remembered: the list starts with the favourites
  }
}
