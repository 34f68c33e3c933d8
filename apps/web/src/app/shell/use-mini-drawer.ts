import { useLocalFlag } from '../../lib/local-flag';

// SPEC §2.2: the drawer is collapsible and the state is remembered (in this browser).
const STORAGE_KEY = 'lonportal.drawer.mini';

/** Whether the wide-screen drawer is collapsed to its mini width, and a remembered toggle. */
export function useMiniDrawer(): [mini: boolean, toggle: () => void] {
  const [mini, setMini] = useLocalFlag(STORAGE_KEY, false);
  return [mini, () => setMini(!mini)];
}
