import { afterEach, describe, expect, it } from 'vitest';
import { guessViewportWidth, serverMatchMedia, setServerViewportWidth } from './server-viewport';

// ADR 0024: the server lays a painted page out for the screen the user agent suggests, answering
// the theme's breakpoint queries (sm 600, md 900) as MUI writes them.
afterEach(() => setServerViewportWidth(1280));

describe('the server guesses the screen', () => {
  it('takes a phone for a phone and anything else for a desktop', () => {
    const pixel =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const tablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
    expect(guessViewportWidth(pixel)).toBeLessThan(600);
    expect(guessViewportWidth(iphone)).toBeLessThan(600);
    expect(guessViewportWidth(tablet)).toBeGreaterThanOrEqual(900);
    expect(guessViewportWidth(desktop)).toBeGreaterThanOrEqual(900);
    expect(guessViewportWidth('')).toBeGreaterThanOrEqual(900);
  });

  it("answers the theme's breakpoint queries for the guessed width", () => {
    setServerViewportWidth(390);
    expect(serverMatchMedia('@media (max-width:599.95px)').matches).toBe(true);
    expect(serverMatchMedia('@media (max-width:899.95px)').matches).toBe(true);
    expect(serverMatchMedia('@media (min-width:900px)').matches).toBe(false);
    setServerViewportWidth(1280);
    expect(serverMatchMedia('@media (max-width:899.95px)').matches).toBe(false);
    expect(serverMatchMedia('@media (min-width:900px)').matches).toBe(true);
    expect(serverMatchMedia('@media (min-width:600px) and (max-width:899.95px)').matches).toBe(false);
    setServerViewportWidth(700);
    expect(serverMatchMedia('@media (min-width:600px) and (max-width:899.95px)').matches).toBe(true);
  });
});
