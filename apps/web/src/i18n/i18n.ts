import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@lonportal/domain/constants';
import svLogin from './sv.json?login';

// sv.json is the source of truth; i18n.test.ts keeps the other three complete (STYLE habit 4).
// The login page's size: the entry carries only the Swedish texts the login page shows
// at once and the global notices (`?login`, cut in vite.config.ts). Every other part is a chunk of
// its own per language: the login texts of the other languages, load when the language is chosen
// or remembered; the texts of the login page's lazily shown parts (`?login-panels`: BankID, the
// install guide), with those parts; each language's whole file, with the first page that needs it
// (loadAllTranslations, awaited by the router before such a page shows), but the staffing pages'
// texts, the registers' and the payslips', which come with those pages (loadPageTexts).
type Loader = () => Promise<{ default: unknown }>;
/** The sections that load with their pages (route-pages.ts), not with every page's texts. */
export type PageTexts = 'staffing' | 'registers' | 'payslips';
type Part = 'login' | 'panels' | 'whole' | PageTexts;
const PAGE_TEXTS: readonly Part[] = ['staffing', 'registers', 'payslips'];
const LOADERS: Record<Part, Record<Language, Loader>> = {
  login: {
    sv: () => Promise.resolve({ default: svLogin }),
    en: () => import('./en.json?login'),
    fr: () => import('./fr.json?login'),
    pl: () => import('./pl.json?login'),
  },
  panels: {
    sv: () => import('./sv.json?login-panels'),
    en: () => import('./en.json?login-panels'),
    fr: () => import('./fr.json?login-panels'),
    pl: () => import('./pl.json?login-panels'),
  },
  whole: {
    sv: () => import('./sv.json?app'),
    en: () => import('./en.json?app'),
    fr: () => import('./fr.json?app'),
    pl: () => import('./pl.json?app'),
  },
  staffing: {
    sv: () => import('./sv.json?staffing'),
    en: () => import('./en.json?staffing'),
    fr: () => import('./fr.json?staffing'),
    pl: () => import('./pl.json?staffing'),
  },
  registers: {
    sv: () => import('./sv.json?registers'),
    en: () => import('./en.json?registers'),
    fr: () => import('./fr.json?registers'),
    pl: () => import('./pl.json?registers'),
  },
  payslips: {
    sv: () => import('./sv.json?payslips'),
    en: () => import('./en.json?payslips'),
    fr: () => import('./fr.json?payslips'),
    pl: () => import('./pl.json?payslips'),
  },
};

const STORAGE_KEY = 'lonportal.language';

const isLanguage = (s: string | null | undefined): s is Language => LANGUAGES.some((l) => l === s);

/** The language remembered in this browser (the one the app opens in). */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

void i18n.use(initReactI18next).init({
  resources: { sv: { translation: svLogin } },
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

// The language is also a cookie: the server paints a logged-in page in it (ADR 0024).
const applyLanguage = (lng: string) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; SameSite=Lax`;
};
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** The language in use, always one of SPEC §9's four. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

/** The parts wanted in every language used from now on (a language switch loads them too). */
const wanted = new Set<Part>(['login']);
/** `${language}:${part}` of every part merged in so far. */
const loaded = new Set<string>(['sv:login']);

/** Merges `part` of `lng` in, fetching its chunk the first time. */
async function loadPart(lng: Language, part: Part): Promise<void> {
  // The whole file holds the login page's parts, not the pages' own (`?app`).
  if (loaded.has(`${lng}:${part}`) || (!PAGE_TEXTS.includes(part) && loaded.has(`${lng}:whole`))) return;
  const { default: translation } = await LOADERS[part][lng]();
  // Merged as it is: the module's object is this bundle's alone. i18next would otherwise copy it
  // through JSON first, the whole file of texts at once on a phone's main thread.
  i18n.addResourceBundle(lng, 'translation', translation, true, true, { silent: false, skipCopy: true });
  loaded.add(`${lng}:${part}`);
}

/** Makes sure `lng` has every part wanted so far. */
async function loadLanguage(lng: Language): Promise<void> {
  const parts = wanted.has('whole')
    ? [...wanted].filter((p) => p === 'whole' || PAGE_TEXTS.includes(p))
    : [...wanted];
  await Promise.all(parts.map((part) => loadPart(lng, part)));
}

/** From now on `part` is wanted: loads it in the language asked for and in Swedish (the fallback). */
async function want(part: Part): Promise<void> {
  wanted.add(part);
  // The language asked for, not the one resolved so far: at start-up the router asks before the
  // remembered language's first texts have arrived, while its resolved language is still Swedish.
  const asked = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const languages = new Set<Language>([DEFAULT_LANGUAGE, asked]);
  await Promise.all([...languages].map((lng) => loadPart(lng, part).catch(() => undefined)));
}

/**
 * The texts of the login page's lazily shown parts (BankID, the install guide): their components
 * load with it. Should a chunk fail to load (offline), the part shows with what is there.
 */
export const loadLoginPanelTexts = (): Promise<void> => want('panels');

/**
 * Every page's texts in the language in use and in Swedish (the fallback); from now on a language
 * switch loads its whole file too. The router awaits it before any page other than the login page
 * (router.tsx). Should a chunk fail to load (offline), the page shows with what is there.
 */
export const loadAllTranslations = (): Promise<void> => want('whole');

/**
 * A page's own texts (the staffing pages' and the schedule's; the registers'; the payslips'), kept apart because
 * every other page's first paint would carry them: in the language in use and in Swedish; from now
 * on a language switch loads them too.
 */
export const loadPageTexts = (part: PageTexts): Promise<void> => want(part);

/**
 * Resolves once the remembered language's translations are loaded (at once for Swedish): the app
 * renders after it, so a visitor who chose English never sees Swedish first. Should the chunk fail
 * to load, the app opens in Swedish.
 */
export const i18nReady: Promise<void> = (async () => {
  const lng = storedLanguage();
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  try {
    await loadLanguage(lng);
  } catch {
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
    return;
  }
  // Again, now with its words: whatever read the language at start-up (brukare wording) updates.
  await i18n.changeLanguage(lng);
})();

/**
 * Switches the interface language (loading it first) and remembers it for the next visit. When its
 * chunk cannot be fetched (offline: the offline banner says so), the language stays as it was.
 */
export async function changeLanguage(lng: Language): Promise<void> {
  try {
    await loadLanguage(lng);
  } catch {
    return;
  }
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // not remembered, still switched
  }
  await i18n.changeLanguage(lng);
}

export default i18n;
