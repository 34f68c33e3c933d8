import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { FtgInfo } from '@lonportal/domain/auth/schemas';
import { SessionContext } from './session';

// GLOSSARY "Brukare / Arbetsledare / Kund": the person cared for is called what the company's
// BrukareNamnTyp says, everywhere. The words live in `terms.brukare.<BrukareNamnTyp>.*` of the four
// languages; every translation may use them as interpolation variables, with no option passed:
//
//   {{brukare}}        one, indefinite     brukare / arbetsledare / kund
//   {{brukarePlural}}  several, indefinite brukare / arbetsledare / kunder
//   {{brukaren}}       one, definite       brukaren / arbetsledaren / kunden
//   {{brukarna}}       several, definite   brukarna / arbetsledarna / kunderna
//
// and the same with a capital first letter: {{Brukare}}, {{BrukarePlural}}, {{Brukaren}}, {{Brukarna}}.

export type BrukareNamnTyp = FtgInfo['BrukareNamnTyp'];
export const DEFAULT_BRUKARE_NAMN_TYP: BrukareNamnTyp = 'BRUKARE';

export interface BrukareWording {
  brukare: string;
  brukarePlural: string;
  brukaren: string;
  brukarna: string;
  Brukare: string;
  BrukarePlural: string;
  Brukaren: string;
  Brukarna: string;
}

/** The words for `typ` in language `lng`, read with `t` from `terms.brukare.<typ>`. */
export function brukareWording(
  t: (key: string, options?: { lng?: string }) => string,
  typ: BrukareNamnTyp,
  lng: string,
): BrukareWording {
  const form = (name: string) => t(`terms.brukare.${typ}.${name}`, { lng });
  const capital = (word: string) => word.charAt(0).toLocaleUpperCase(lng) + word.slice(1);
  const brukare = form('one');
  const brukarePlural = form('other');
  const brukaren = form('definiteOne');
  const brukarna = form('definiteOther');
  return {
    brukare,
    brukarePlural,
    brukaren,
    brukarna,
    Brukare: capital(brukare),
    BrukarePlural: capital(brukarePlural),
    Brukaren: capital(brukaren),
    Brukarna: capital(brukarna),
  };
}

const applied = new WeakMap<I18n, BrukareNamnTyp>();

function update(i18n: I18n): void {
  const typ = applied.get(i18n) ?? DEFAULT_BRUKARE_NAMN_TYP;
  const interpolation = (i18n.options.interpolation ??= {});
  interpolation.defaultVariables = {
    ...interpolation.defaultVariables,
    ...brukareWording(i18n.t.bind(i18n), typ, i18n.resolvedLanguage ?? i18n.language),
  };
}

/**
 * Makes `{{brukare}}` and its forms resolve to the words of `typ` in every translation of `i18n`
 * (kept right when the language changes). Idempotent, so it can run while rendering.
 */
export function applyBrukareWording(i18n: I18n, typ: BrukareNamnTyp): void {
  const first = !applied.has(i18n);
  if (!first && applied.get(i18n) === typ) return;
  applied.set(i18n, typ);
  if (first) i18n.on('languageChanged', () => update(i18n));
  update(i18n);
}

/** The words for the selected company (Brukare outside a session), in the current language. */
export function useBrukareWording(): BrukareWording {
  const { t, i18n } = useTranslation();
  const typ = useContext(SessionContext)?.me.FtgInfo.BrukareNamnTyp ?? DEFAULT_BRUKARE_NAMN_TYP;
  return brukareWording(t, typ, i18n.resolvedLanguage ?? i18n.language);
}
