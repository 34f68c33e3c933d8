import { describe, expect, it } from 'vitest';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { VALIDATION_KEYS } from '@lonportal/domain/validation/keys';
import { ROLES } from '@lonportal/domain/roles';
import { AUDIT_ACTIONS } from '@lonportal/domain/admin/audit';
import { USER_OPTIONS } from '@lonportal/domain/admin/users';
import { BRUKARE_NAMN_TYPER } from '@lonportal/domain/auth/schemas';
import sv from './sv.json';
import en from './en.json';
import fr from './fr.json';
import pl from './pl.json';

// STYLE habit 4: sv.json is the source of truth and its en/fr/pl twins have the same keys. Every
// code the server or the domain can send (error catalogue, validation keys) has a Swedish text.

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const source = flatten(sv);
const twins = { en: flatten(en), fr: flatten(fr), pl: flatten(pl) };
/**
 * The keys a language must have: sv.json's, and where a text has plural forms (`_one`, `_other`),
 * the forms its language adds: Polish counts 2–4 (`_few`) and 5 and up (`_many`) apart, and
 * i18next shows the Swedish text for a form that is missing.
 */
const EXTRA_PLURALS: Record<string, readonly string[]> = { pl: ['few', 'many'] };
function keysOf(lang: string): Set<string> {
  const keys = new Set(source.keys());
  for (const key of source.keys())
    if (key.endsWith('_other'))
      for (const form of EXTRA_PLURALS[lang] ?? []) keys.add(`${key.slice(0, -5)}${form}`);
  return keys;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

// Every 'validation.…' literal in the domain and the server (not their tests): the keys their
// rules and the error handler put into zod messages and `Details[].Code`.
const sources = import.meta.glob(
  ['../../../../packages/domain/src/**/*.ts', '../../../server/src/**/*.ts', '!**/*.test.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;
const literalKeys = new Set(
  Object.values(sources).flatMap((text) =>
    [...text.matchAll(/['"`](validation\.[A-Za-z.]+[A-Za-z])['"`]/g)].map((m) => m[1] ?? ''),
  ),
);

describe('translations', () => {
  it('has no empty Swedish text', () => {
    const empty = [...source].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  for (const [lang, texts] of Object.entries(twins)) {
    it(`${lang}.json has exactly the keys of sv.json, none empty`, () => {
      const wanted = keysOf(lang);
      const missing = [...wanted].filter((key) => !(texts.get(key) ?? '').trim());
      const extra = [...texts.keys()].filter((key) => !wanted.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${lang}.json keeps the placeholders of sv.json`, () => {
      const differing = [...source]
        .filter(
          ([key, text]) =>
            texts.has(key) && placeholders(text).join() !== placeholders(texts.get(key) ?? '').join(),
        )
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });
  }

  it('translates every code of the error catalogue, and the generic and network texts', () => {
    const keys = [...Object.values(ERRORS).map((e) => `errors.${e.key}`), 'errors.unknown', 'errors.network'];
    expect(keys.filter((key) => !source.get(key))).toEqual([]);
  });

  it('translates every validation key of the domain and the server', () => {
    expect(literalKeys.size).toBeGreaterThan(VALIDATION_KEYS.length); // the scan found the sources
    const keys = new Set([...VALIDATION_KEYS, ...literalKeys]);
    expect([...keys].filter((key) => !source.get(key))).toEqual([]);
  });

  it('names every role, audit action and user option', () => {
    expect(ROLES.filter((roll) => !source.get(`roles.${roll}`))).toEqual([]);
    const actions = AUDIT_ACTIONS.map((a) => `admin.audit.actions.${a.replaceAll('.', '_')}`);
    expect(actions.filter((key) => !source.get(key))).toEqual([]);
    expect(USER_OPTIONS.filter((o) => !source.get(`admin.users.options.${o}`))).toEqual([]);
  });

  it('has the brukare words of every BrukareNamnTyp, and texts use only their variables', () => {
    const forms = ['one', 'other', 'definiteOne', 'definiteOther'];
    const wordKeys = BRUKARE_NAMN_TYPER.flatMap((typ) => forms.map((f) => `terms.brukare.${typ}.${f}`));
    expect(wordKeys.filter((key) => !source.get(key))).toEqual([]);
    // lib/brukare-wording.ts provides these to every translation.
    const variables = ['brukare', 'brukarePlural', 'brukaren', 'brukarna'].flatMap((v) => [
      v,
      v.charAt(0).toUpperCase() + v.slice(1),
    ]);
    const unknown = [...source]
      .flatMap(([key, text]) => placeholders(text).map((p) => [key, p ?? ''] as const))
      .filter(([, p]) => /^brukar/i.test(p) && !variables.includes(p))
      .map(([key, p]) => `${key}: {{${p}}}`);
    expect(unknown).toEqual([]);
  });
});
