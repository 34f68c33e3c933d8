import { useCallback, useState } from 'react';

// SPEC §2.2: the drawer is collapsible and the state is remembered (in this browser).
const STORAGE_KEY = 'lonportal.drawer.mini';

function stored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the wide-screen drawer is collapsed to its mini width, and a remembered toggle. */
export function useMiniDrawer(): [mini: boolean, toggle: () => void] {
  const [mini, setMini] = useState(stored);
  const toggle = useCallback(() => {
    const next = !mini;
    setMini(next);
    try {
      localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // not remembered
    }
  }, [mini]);
  return [mini, toggle];
}
