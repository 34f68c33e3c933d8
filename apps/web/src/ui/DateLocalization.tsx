import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import { pl } from 'date-fns/locale/pl';
import { sv } from 'date-fns/locale/sv';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR, plPL, svSE } from '@mui/x-date-pickers/locales';
import type { Language } from '@lonportal/domain/constants';

// ARCHITECTURE "Web": date-fns with the Swedish locale; SPEC §9: the week starts on Monday in every
// language (British English rather than American for that reason).
const LOCALES: Record<Language, { dateFns: Locale; texts: typeof svSE }> = {
  sv: { dateFns: sv, texts: svSE },
  en: { dateFns: enGB, texts: enUS },
  fr: { dateFns: fr, texts: frFR },
  pl: { dateFns: pl, texts: plPL },
};

const isLanguage = (lng: string | undefined): lng is Language => !!lng && lng in LOCALES;

/** MUI X date pickers in the interface language, date-fns underneath, weeks from Monday. */
export function DateLocalizationProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  const locale = LOCALES[isLanguage(lng) ? lng : 'sv'];
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={locale.dateFns}
      localeText={locale.texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
