// A release replaces the app's files (their names carry a hash of their content).

/**
 * Reloads once when a page's code fails to load (a newer release removed it); not in a loop, and
 * not offline: there the code is not missing, only out of reach, and a reload would trade the page
 * for the browser's offline error (the idle-loaded dialogs of a page just opened fail so).
 */
export function reloadOnMissingCode(): void {
  window.addEventListener('vite:preloadError', () => {
    if (!navigator.onLine) return;
    const key = 'lonportal.reloadedForCode';
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(key, String(Date.now()));
    window.location.reload();
  });
}
