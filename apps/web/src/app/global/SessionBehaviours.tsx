/**
 * What runs while a user is logged in (SPEC §4): the idle timer and the live events over /ws.
 * Mounted once by the session layout.
 */
export function SessionBehaviours() {
  return null;
}
