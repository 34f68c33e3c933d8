import { useSyncExternalStore } from 'react';

/**
 * A value outside React that non-React code (the API client, the websocket) writes and
 * components read. Small on purpose: the app's server state lives in TanStack Query.
 */
export interface Store<T> {
  get: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

/** Every store's way back to its first value (resetStores). */
const resets = new Set<() => void>();

/**
 * Puts every store back to its first value: the server's first paint renders one visitor's page
 * after another in the same module (entry-server.tsx), and nothing of one may reach the next.
 */
export function resetStores(): void {
  for (const reset of resets) reset();
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  resets.add(() => {
    value = initial;
  });
  return {
    get: () => value,
    set: (next) => {
      const updated = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's current value, or what `read` makes of it; the component re-renders when that
 * changes. `read` must give the same object for the same input (it runs on every check).
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, R>(store: Store<T>, read: (value: T) => R): R;
export function useStore<T, R>(store: Store<T>, read?: (value: T) => R): T | R {
  const snapshot: () => T | R = read ? () => read(store.get()) : store.get;
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
