import { describe, expect, it } from 'vitest';
import { isMobileApp, offersInstall, platformOf, visibleStoreLinks, type Platform } from './platform';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  appAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 LonportalenApp/2.1',
  appIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LonportalenApp/2.1',
};

describe('platformOf', () => {
  it.each<[string, string, number, Platform]>([
    ['iPhone', UA.iphone, 5, 'ios'],
    ['old iPad', UA.ipadOld, 5, 'ios'],
    ['iPadOS posing as a Mac (touch screen)', UA.ipadDesktopMode, 5, 'ios'],
    ['a real Mac (no touch)', UA.ipadDesktopMode, 0, 'desktop'],
    ['Android phone', UA.android, 5, 'android'],
    ['Android app web view', UA.appAndroid, 5, 'android'],
    ['Windows with Edge', UA.windows, 0, 'desktop'],
    ['an empty user agent', '', 0, 'desktop'],
  ])('%s', (_name, ua, touchPoints, expected) => {
    expect(platformOf(ua, touchPoints)).toBe(expected);
  });
});

describe('isMobileApp', () => {
  it('finds the app marker on both platforms', () => {
    expect(isMobileApp(UA.appAndroid)).toBe(true);
    expect(isMobileApp(UA.appIos)).toBe(true);
  });
  it('is false in ordinary browsers, Android web views included', () => {
    expect(isMobileApp(UA.android)).toBe(false);
    expect(isMobileApp(UA.iphone)).toBe(false);
    expect(isMobileApp(UA.android.replace('Mobile', 'wv) Mobile'))).toBe(false);
  });
});

describe('visibleStoreLinks', () => {
  const both = { AppStoreUrl: 'https://apps.apple.com/x', PlayStoreUrl: 'https://play.google.com/x' };
  const none = { AppStoreUrl: null, PlayStoreUrl: null };

  it('shows both configured stores on a computer', () => {
    expect(visibleStoreLinks(both, { platform: 'desktop', inApp: false })).toEqual({
      appStore: both.AppStoreUrl,
      playStore: both.PlayStoreUrl,
    });
  });
  it('hides the Play link on iOS', () => {
    expect(visibleStoreLinks(both, { platform: 'ios', inApp: false })).toEqual({
      appStore: both.AppStoreUrl,
      playStore: null,
    });
  });
  it('hides the App Store link on Android', () => {
    expect(visibleStoreLinks(both, { platform: 'android', inApp: false })).toEqual({
      appStore: null,
      playStore: both.PlayStoreUrl,
    });
  });
  it('shows nothing inside the mobile app', () => {
    for (const platform of ['ios', 'android', 'desktop'] as const)
      expect(visibleStoreLinks(both, { platform, inApp: true })).toEqual({ appStore: null, playStore: null });
  });
  it('shows only stores with a URL (none by default)', () => {
    expect(visibleStoreLinks(none, { platform: 'desktop', inApp: false })).toEqual({
      appStore: null,
      playStore: null,
    });
    expect(
      visibleStoreLinks(
        { AppStoreUrl: '', PlayStoreUrl: both.PlayStoreUrl },
        { platform: 'desktop', inApp: false },
      ),
    ).toEqual({ appStore: null, playStore: both.PlayStoreUrl });
  });
});

describe('offersInstall', () => {
  it.each([
    [false, false, true],
    [true, false, false],
    [false, true, false],
    [true, true, false],
  ])('in app %s, standalone %s: %s', (inApp, standalone, expected) => {
    expect(offersInstall({ inApp, standalone })).toBe(expected);
  });
});
