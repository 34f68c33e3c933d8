import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import sv from '../../i18n/sv.json';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import pl from '../../i18n/pl.json';
import { textBlocks, translatedSections } from './static-pages';

const pick = (entry: Record<string, unknown>) => ({
  heading: String(entry.heading ?? entry.q ?? ''),
  text: String(entry.text ?? entry.a ?? ''),
});

describe('textBlocks', () => {
  it('splits paragraphs on blank lines and turns "- " lines into a list', () => {
    expect(textBlocks('First.\n\nIt means:\n- one\n- two\n\nLast.')).toEqual([
      { kind: 'paragraph', text: 'First.' },
      { kind: 'paragraph', text: 'It means:' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'Last.' },
    ]);
  });
  it('gives nothing for an empty text', () => {
    expect(textBlocks('')).toEqual([]);
  });
});

describe('the static pages in every language', () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: {
      sv: { translation: sv },
      en: { translation: en },
      fr: { translation: fr },
      pl: { translation: pl },
    },
    lng: 'sv',
    initAsync: false,
    interpolation: { escapeValue: false },
  });

  for (const lng of ['sv', 'en', 'fr', 'pl']) {
    const t = i18n.getFixedT(lng);
    it(`${lng}: numbered entries in order, the policy's placeholders filled in`, () => {
      const faq = translatedSections(t, 'static.questions.items', pick);
      expect(faq.length).toBeGreaterThanOrEqual(10);
      expect(faq[9]?.heading).toBe(t('static.questions.items.10.q')); // "10" after "9", not after "1"
      expect(translatedSections(t, 'static.terms.sections', pick).length).toBeGreaterThanOrEqual(10);

      const values = { platform: 'Android', pushService: 'PUSH-SERVICE' };
      const policy = translatedSections(t, 'static.policy.sections', pick, values);
      expect(policy.length).toBeGreaterThanOrEqual(10);
      expect(policy.some((s) => s.text.includes('PUSH-SERVICE'))).toBe(true);
      expect(policy.some((s) => s.text.includes('{{'))).toBe(false);
    });
  }

  it('leaves out a missing key', () => {
    expect(translatedSections(i18n.getFixedT('sv'), 'static.nothing', pick)).toEqual([]);
  });
});
