import { createStore, useStore } from './store';

// SPEC §2.2 unread-message badge, §4 "NEW_UNREAD_MESSAGE_RECEIVED adds 1 to the unread count".
// The shell sets the count from GET /messages/status (AntalOlast); live events add to it.

const unreadStore = createStore(0);

/** The number of unread messages for the toolbar badge. */
export const useUnreadCount = (): number => useStore(unreadStore);

/** Sets the count, e.g. from GET /messages/status AntalOlast. */
export const setUnreadCount = (count: number): void => unreadStore.set(Math.max(0, count));

/** Adds `n` (a new message arrived). */
export const addUnread = (n = 1): void => unreadStore.set((count) => count + n);

export const unreadCount = (): number => unreadStore.get();
