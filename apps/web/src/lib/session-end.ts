import { createStore } from './store';

// SPEC §8: a 401, or a 403 outside 403xx, while logged in forces logout. The API error handler
// runs outside React and the router, so it leaves the request here and the session behaviours
// (mounted with the logged-in pages) carry it out.

/** True while the logged-in pages are on screen. */
export const loggedInStore = createStore(false);

/** Why the session must end (a catalogue code); null while it lives. */
export const sessionEndStore = createStore<{ code: number } | null>(null);

/** Asks the logged-in pages to end the session; once, however many calls fail at the same time. */
export function requestSessionEnd(code: number): void {
  if (!loggedInStore.get()) return;
  loggedInStore.set(false);
  sessionEndStore.set({ code });
}
