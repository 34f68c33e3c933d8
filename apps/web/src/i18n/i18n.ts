import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lonportal/domain/constants';
import svLogin from './sv.json?login';

// sv.json is the source of truth; i18n.test.ts keeps the other three complete (STYLE habit 4).
// Issue 10, the login page's size: the entry carries only the Swedish texts of the login page and
// the global notices (`?login`, the sections of login-sections.ts). Every other language's login
// texts, and each language's whole file, are chunks of their own: the login texts load when the
// language is chosen or remembered, the whole file with the first page that needs it
// (loadAllTranslations, awaited by the router before such a page shows).
type Loader = () => Promise<{ default: unknown }>;
const LOGIN_LOADERS: Record<Language, Loader> = {
  sv: () => Promise.resolve({ default: svLogin }),
  en: () => import('./en.json?login'),
  fr: () => import('./fr.json?login'),
  pl: () => import('./pl.json?login'),
};
const FULL_LOADERS: Record<Language, Loader> = {
  sv: () => import('./sv.json'),
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  pl: () => import('./pl.json'),
};

const STORAGE_KEY = 'lonportal.language';

const isLanguage = (s: string | null | undefined): s is Language => LANGUAGES.some((l) => l === s);

function storedLanguage(): Language {
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

const applyLanguage = (lng: string) => {
  document.documentElement.lang = lng;
};
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** The language in use, always one of SPEC §9's four. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

/** Whether every page's texts are wanted (a page beyond the login page has been opened). */
let allWanted = false;
const complete = new Set<Language>();

/** Makes sure the translations of `lng` are there (fetching their chunk the first time). */
async function loadLanguage(lng: Language): Promise<void> {
  if (allWanted) return loadWhole(lng);
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  const { default: translation } = await LOGIN_LOADERS[lng]();
  i18n.addResourceBundle(lng, 'translation', translation, true, false);
}

/** The whole translation file of `lng`, merged over its login texts. */
async function loadWhole(lng: Language): Promise<void> {
  if (complete.has(lng)) return;
  const { default: translation } = await FULL_LOADERS[lng]();
  i18n.addResourceBundle(lng, 'translation', translation, true, true);
  complete.add(lng);
}

/**
 * Every page's texts in the language in use and in Swedish (the fallback); from now on a language
 * switch loads its whole file too. The router awaits it before any page other than the login page
 * (router.tsx). Should a chunk fail to load (offline), the page shows with what is there.
 */
export async function loadAllTranslations(): Promise<void> {
  allWanted = true;
  // The language asked for, not the one resolved so far: at start-up the router asks before the
  // remembered language's first texts have arrived, while its resolved language is still Swedish.
  const wanted = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const languages = new Set<Language>([DEFAULT_LANGUAGE, wanted]);
  await Promise.all([...languages].map((lng) => loadWhole(lng).catch(() => undefined)));
}

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
