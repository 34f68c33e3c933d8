import { createStore } from './store';

// SPEC §4 New app version, §7: "A build-id response header triggers the new-version event". The
// first build id this page sees is the one it was loaded with; a different one later means the
// server runs a newer release, and so does APP_VERSION_UPDATED over /ws.

let loadedWith: string | null = null;

/** When (Date.now()) this page learnt that a newer release exists; null while it is current. */
export const newVersionStore = createStore<number | null>(null);

/** Notes the build id of an answer (X-Build-Id) or of the /ws greeting. */
export function noteBuildId(buildId: string | null | undefined): void {
  if (!buildId) return;
  if (loadedWith === null) loadedWith = buildId;
  else if (buildId !== loadedWith) announceNewVersion();
}

/**
 * Starts the reload countdown once. `buildId`, when the event names one, is ignored if it is the
 * release this page already runs (a server that restarted with the same build).
 */
export function announceNewVersion(buildId?: string): void {
  if (buildId !== undefined && buildId === loadedWith) return;
  if (newVersionStore.get() === null) newVersionStore.set(Date.now());
}

/** The build id this page was loaded with, once an answer has told it. */
export const loadedBuildId = (): string | null => loadedWith;

/** Forgets everything; for tests. */
export function resetBuildIdForTests(): void {
  loadedWith = null;
  newVersionStore.set(null);
}
