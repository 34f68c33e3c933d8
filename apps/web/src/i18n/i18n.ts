import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lonportal/domain/constants';
import sv from './sv.json';

// sv.json is the source of truth; i18n.test.ts keeps the other three complete (STYLE habit 4).
// Only Swedish (the default and the fallback) ships with the entry: each other language is a chunk
// of its own, loaded when it is chosen or remembered (issue 10: the login page's size).
const LOADERS: Record<Language, () => Promise<{ default: unknown }>> = {
  sv: () => Promise.resolve({ default: sv }),
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
  resources: { sv: { translation: sv } },
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

/** Makes sure the translations of `lng` are there (fetching their chunk the first time). */
async function loadLanguage(lng: Language): Promise<void> {
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  const { default: translation } = await LOADERS[lng]();
  i18n.addResourceBundle(lng, 'translation', translation);
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
