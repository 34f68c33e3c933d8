import { useBrowserValue } from '../../lib/browser-value';
import { paintedUserAgent } from '../../ui/server-viewport';

// Where the login page runs (SPEC §2.3): which store fits the device, and whether the page is
// already inside the mobile app or an installed web app, where store and install buttons are noise.

export type Platform = 'ios' | 'android' | 'desktop';

/**
 * The mobile app's web view adds this token to its user agent (e.g. "… LonportalenApp/2.1"). It is
 * the one documented way the web knows it runs inside the app.
 */
export const APP_USER_AGENT_MARKER = 'LonportalenApp';

/**
 * The device family from the user agent. iPadOS presents itself as a Mac, so a "Macintosh" with a
 * touch screen (`maxTouchPoints` above 1) counts as iOS.
 */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}

/** True inside the mobile app's web view. */
export const isMobileApp = (userAgent: string): boolean => userAgent.includes(APP_USER_AGENT_MARKER);

export interface StoreUrls {
  AppStoreUrl: string | null;
  PlayStoreUrl: string | null;
}

/**
 * SPEC §2.3: the store links to show. Only configured stores; none inside the app; no Play link on
 * iOS and no App Store link on Android.
 */
export function visibleStoreLinks(
  urls: StoreUrls,
  where: { platform: Platform; inApp: boolean },
): { appStore: string | null; playStore: string | null } {
  if (where.inApp) return { appStore: null, playStore: null };
  return {
    appStore: where.platform === 'android' ? null : urls.AppStoreUrl || null,
    playStore: where.platform === 'ios' ? null : urls.PlayStoreUrl || null,
  };
}

/** SPEC §2.3: add-to-home-screen makes no sense inside the app or an already installed web app. */
export const offersInstall = (where: { inApp: boolean; standalone: boolean }): boolean =>
  !where.inApp && !where.standalone;

/** Where the page runs: the device family, inside the mobile app or not, installed or not. */
export interface Environment {
  platform: Platform;
  inApp: boolean;
  standalone: boolean;
}

/** The browser's view of this page: platform, app and display mode. */
export function currentEnvironment(): Environment {
  const ua = navigator.userAgent;
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    // Safari on iOS before display-mode support.
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return { platform: platformOf(ua, navigator.maxTouchPoints), inApp: isMobileApp(ua), standalone };
}

/** Each user agent's environment as the server can tell it, made once (the same object each time). */
const told = new Map<string, Environment>();
const TOLD_MAX = 64;

/**
 * The environment the server paints the page for: what the user agent says, not installed, and no
 * touch screen known (an iPad that presents itself as a Mac is a desktop until the browser says).
 */
function paintedEnvironment(): Environment {
  const ua = paintedUserAgent();
  let environment = told.get(ua);
  if (!environment) {
    if (told.size >= TOLD_MAX) told.clear();
    environment = { platform: platformOf(ua), inApp: isMobileApp(ua), standalone: false };
    told.set(ua, environment);
  }
  return environment;
}

/** The page's environment: as the server painted it while React takes the page over (lib/browser-value). */
export function useEnvironment(): Environment {
  const painted = paintedEnvironment();
  return useBrowserValue(() => {
    const own = currentEnvironment();
    const same =
      own.platform === painted.platform &&
      own.inApp === painted.inApp &&
      own.standalone === painted.standalone;
    return same ? painted : own;
  }, painted);
}
