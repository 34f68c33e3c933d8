// The server paints a page without a screen (ADR 0024): the width it lays the page out for is a
// guess from the browser's user agent (a phone or not), so the phone's layout hydrates without a
// mismatch. The page's HTML names the width, and the browser hydrates with the server's answers
// (first-paint.ts); React then renders again what the screen's own answers change, if the guess
// was wrong.

let width = 1280;
let agent = '';

/** The width of a phone's screen and of anything else, as the server guesses from the user agent. */
export const guessViewportWidth = (userAgent: string): number =>
  /Mobi|iPhone|Android.+Mobile/i.test(userAgent) ? 390 : 1280;

/** The width the next server render lays out for. */
export function setServerViewportWidth(next: number): void {
  width = next;
}

/** The user agent the next server render paints for. */
export function setServerUserAgent(userAgent: string): void {
  agent = userAgent;
}

/** The user agent the page is painted for: the request's on the server, the browser's own in it. */
export const paintedUserAgent = (): string => (typeof window === 'undefined' ? agent : navigator.userAgent);

/**
 * MUI's `ssrMatchMedia`: a media query of the theme's breakpoints (`(min-width:600px)`,
 * `(max-width:899.95px)`, both joined with `and`) answered for the guessed width.
 */
export function serverMatchMedia(query: string): { matches: boolean } {
  let matches = true;
  for (const [, bound, value] of query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g))
    matches &&= bound === 'min' ? width >= Number(value) : width <= Number(value);
  return { matches };
}
