import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lonportal/domain/constants';
import sv from './sv.json';
import en from './en.json';
import fr from './fr.json';
import pl from './pl.json';

// sv.json is the source of truth; i18n.test.ts keeps the other three complete (STYLE habit 4).
// The four languages are small enough to ship together, so a language switch never waits.

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
  resources: {
    sv: { translation: sv },
    en: { translation: en },
    fr: { translation: fr },
    pl: { translation: pl },
  },
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

/** Switches the interface language and remembers it for the next visit. */
export async function changeLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // not remembered, still switched
  }
  await i18n.changeLanguage(lng);
}

export default i18n;
