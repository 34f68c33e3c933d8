import { describe, expect, it } from 'vitest';
import sv from './sv.json';
import { findKeyUses, findLiteralText } from './source-scan';

// STYLE habit 4: every user-facing string is in sv.json and its twins. A component that renders a
// literal text, or asks for a key that does not exist, fails here. A true non-text (a symbol, a
// brand name that is never translated) carries `i18n-ignore` in a comment on its line or the
// line above, e.g. {/* i18n-ignore */}.

const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../i18n/source-scan.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const components = Object.entries(sources).filter(([file]) => file.endsWith('.tsx'));

type Tree = { [key: string]: string | Tree };
const keys = new Set<string>();
(function collect(tree: Tree, prefix: string) {
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') keys.add(path);
    else collect(v, path);
  }
})(sv, '');

const show = (f: { file: string; line: number; text: string }) =>
  `${f.file.replace(/^\.\.\//, 'src/')}:${f.line} ${f.text}`;

describe('no literal strings in components', () => {
  it('finds the components', () => {
    expect(components.length).toBeGreaterThan(10);
  });

  it('renders no literal text and passes none to user-facing props', () => {
    const findings = components.flatMap(([file, text]) => findLiteralText(file, text));
    expect(findings.map(show)).toEqual([]);
  });

  it('asks only for keys that exist in sv.json', () => {
    const missing = Object.entries(sources)
      .flatMap(([file, text]) => findKeyUses(file, text))
      .filter((use) =>
        use.suffixed
          ? ![...keys].some((k) => k === use.key || k.startsWith(`${use.key}_`))
          : !keys.has(use.key),
      );
    expect(missing.map(show)).toEqual([]);
  });
});

describe('the scanner', () => {
  it('catches literal text, literal children and user-facing props', () => {
    const code = `
      export const A = () => (
        <div title="Hej" data-x="ok" aria-label={open ? t('a') : 'Stäng'}>
          Hello
          {'Goddag'}
          {\`\${count} st\`}
          <img alt="" src="/x.png" />
          <TextField label={t('b')} placeholder={\`\${t('c')} …\`} />
          <span>{count} – {total}</span>
          <style>{'.a { color: red }'}</style>
        </div>
      );`;
    expect(findLiteralText('a.tsx', code).map((f) => f.text)).toEqual([
      'title="Hej"',
      "aria-label='Stäng'",
      'Hello',
      "'Goddag'",
      '`${count} st`',
    ]);
  });

  it('allows a marked literal', () => {
    const code = `
      export const A = () => (
        <span>
          {/* i18n-ignore: a unit symbol */}
          {'kr'}
          <b title="OK">x</b> {/* i18n-ignore */}
        </span>
      );`;
    expect(findLiteralText('a.tsx', code)).toEqual([]);
  });

  it('reads the keys of t(), i18n.t() and i18nKey, noting plural and context', () => {
    const code = `
      t('a.b'); i18n.t('c'); t(key); t('d', { count }); t('e', { context: x }); t('f', { defaultValue: 'F' });
      const x = <Trans i18nKey="g.h" />;`;
    expect(findKeyUses('a.tsx', code).map((u) => [u.key, u.suffixed])).toEqual([
      ['a.b', false],
      ['c', false],
      ['d', true],
      ['e', true],
      ['g.h', false],
    ]);
  });
});
