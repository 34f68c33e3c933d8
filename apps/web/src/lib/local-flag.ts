import { useCallback, useState } from 'react';

// A yes/no the user chooses once and this browser remembers (SPEC §9: auto scan is stored
// locally; the drawer's width too). Without storage (private mode, blocked) it lasts the page.

function read(key: string, fallback: boolean): boolean {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback;
  }
}

/** The remembered value of `key` (`fallback` until chosen) and a setter that remembers it. */
export function useLocalFlag(key: string, fallback: boolean): [value: boolean, set: (next: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // remembered for this page only
      }
    },
    [key],
  );
  return [value, set];
}
