import { useEffect } from 'react';

/**
 * A logged-in page that the browser brings back from its back-forward cache (Back after a logout
 * made on a later page of the tab) shows the session as it was left, the user's data included,
 * although the session may have ended since. Such a page loads again instead, so the session is
 * asked afresh as on any load (SPEC §4 App load): the login page when it has ended, the page itself
 * when it goes on. Playwright's Chromium turns the cache off; people's browsers do not.
 */
export function useReloadWhenRestored(): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      // The ended session's page is not shown while the new one loads.
      document.documentElement.style.visibility = 'hidden';
      window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
