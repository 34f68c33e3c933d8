import { useCallback, useState } from 'react';

// SPEC §9: local storage holds the favourite companies, one list per user login.
const keyOf = (login: string) => `lonportal.favouriteCompanies.${login.toLowerCase()}`;

function read(login: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(login)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The user's favourite company ids and a toggle (SPEC §4: marked / unmarked), remembered per login. */
export function useFavouriteCompanies(login: string): [ReadonlySet<string>, (ftgId: string) => void] {
  const [state, setState] = useState(() => ({ login, favourites: read(login) }));
  // Another user in the same browser has their own list.
  const favourites = state.login === login ? state.favourites : read(login);
  const toggle = useCallback(
    (ftgId: string) => {
      const next = new Set(favourites);
      if (next.has(ftgId)) next.delete(ftgId);
      else next.add(ftgId);
      try {
        localStorage.setItem(keyOf(login), JSON.stringify([...next]));
      } catch {
        // kept for this visit only
      }
      setState({ login, favourites: next });
    },
    [favourites, login],
  );
  return [favourites, toggle];
}
