import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a lazily loaded page may take to show its heading before focus stops waiting for it. */
const HEADING_WAIT_MS = 10_000;

/**
 * Focuses the page heading (h1) inside `container`, now or as soon as the page renders one, unless
 * the page has put the focus inside itself already.
 */
export function focusHeadingIn(container: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  const tryFocus = (): boolean => {
    // A page that put the focus somewhere itself (a field with autofocus) keeps it.
    const active = document.activeElement;
    if (active && active !== container && container.contains(active)) return true;
    const heading = container.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(container, { childList: true, subtree: true });
  return stop;
}

/**
 * After a navigation inside the app, focus moves to the new page's heading, so a screen reader
 * reads where the user now is and the keyboard starts from there. The first page of a visit keeps
 * the browser's focus; so does the page `container` first shows, unless `onArrival` (a page of its
 * own, such as a static page, reached by a link inside the app).
 */
export function useRouteFocus(container: RefObject<HTMLElement | null>, onArrival = false): void {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    const arrival = first.current;
    first.current = false;
    if (arrival && !(onArrival && key !== 'default')) return undefined;
    // A new page starts at its top (its first buttons are not left under the toolbar); going back
    // or forward keeps what the browser restores.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    const el = container.current;
    return el ? focusHeadingIn(el) : undefined;
    // Only a new path is a new page (not a change of the search); `key` is read, not watched.
  }, [pathname, container]);
}
