import { useEffect, useState } from 'react';

/** How long the dialog waits after the last change before it asks the server (a typed time is several keys). */
export const CHECK_DELAY_MS = 400;

/** `value` once it has stayed the same (by its JSON) for `ms`. */
export function useDebounced<T>(value: T, ms = CHECK_DELAY_MS): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return undefined;
    const timer = setTimeout(() => setSettled({ key, value }), ms);
    return () => clearTimeout(timer);
    // `value` is the same as long as `key` is.
  }, [key, ms]);
  return settled.value;
}
