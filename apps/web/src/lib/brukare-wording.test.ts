import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { BRUKARE_NAMN_TYPER } from '@lonportal/domain/auth/schemas';
import sv from '../i18n/sv.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import pl from '../i18n/pl.json';
import { applyBrukareWording, brukareWording } from './brukare-wording';

async function instance(lng = 'sv') {
  const i18n = createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'sv',
    resources: {
      sv: {
        translation: {
          ...sv,
          test: { pick: 'Välj {{brukare}}', list: '{{Brukarna}} i {{brukaren}}s grupp' },
        },
      },
      en: { translation: { ...en, test: { pick: 'Choose {{brukare}}', list: '{{Brukarna}}' } } },
      fr: { translation: fr },
      pl: { translation: pl },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('BrukareNamnTyp wording', () => {
  it.each([
    ['BRUKARE', 'sv', ['brukare', 'brukare', 'brukaren', 'brukarna', 'Brukare', 'Brukarna']],
    [
      'ARBETSLEDARE',
      'sv',
      ['arbetsledare', 'arbetsledare', 'arbetsledaren', 'arbetsledarna', 'Arbetsledare', 'Arbetsledarna'],
    ],
    ['KUND', 'sv', ['kund', 'kunder', 'kunden', 'kunderna', 'Kund', 'Kunderna']],
    ['KUND', 'en', ['customer', 'customers', 'the customer', 'the customers', 'Customer', 'The customers']],
    [
      'BRUKARE',
      'fr',
      [
        'bénéficiaire',
        'bénéficiaires',
        'le bénéficiaire',
        'les bénéficiaires',
        'Bénéficiaire',
        'Les bénéficiaires',
      ],
    ],
    ['ARBETSLEDARE', 'pl', ['kierownik', 'kierownicy', 'kierownik', 'kierownicy', 'Kierownik', 'Kierownicy']],
  ] as const)('%s in %s', async (typ, lng, [one, other, definiteOne, definiteOther, One, DefiniteOther]) => {
    const i18n = await instance(lng);
    expect(brukareWording(i18n.t.bind(i18n), typ, lng)).toMatchObject({
      brukare: one,
      brukarePlural: other,
      brukaren: definiteOne,
      brukarna: definiteOther,
      Brukare: One,
      Brukarna: DefiniteOther,
    });
  });

  it('has every form of every type in every language', async () => {
    for (const lng of ['sv', 'en', 'fr', 'pl']) {
      const i18n = await instance(lng);
      for (const typ of BRUKARE_NAMN_TYPER) {
        for (const word of Object.values(brukareWording(i18n.t.bind(i18n), typ, lng))) {
          expect(word).not.toMatch(/^terms\./);
        }
      }
    }
  });

  it('lets every translation say {{brukare}}, following the company and the language', async () => {
    const i18n = await instance('sv');
    applyBrukareWording(i18n, 'BRUKARE');
    expect(i18n.t('test.pick')).toBe('Välj brukare');
    applyBrukareWording(i18n, 'KUND');
    expect(i18n.t('test.pick')).toBe('Välj kund');
    expect(i18n.t('test.list')).toBe('Kunderna i kundens grupp');
    await i18n.changeLanguage('en');
    expect(i18n.t('test.pick')).toBe('Choose customer');
    expect(i18n.t('test.pick', { brukare: 'someone' })).toBe('Choose someone'); // an explicit value wins
  });
});
