import ts from 'typescript';

// Reads the web sources with the TypeScript compiler (no regexes over TSX) for the i18n tests:
// literal text a component renders, and the translation keys the code asks for.

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Props whose string value a person reads or hears. */
export const USER_FACING_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'helperText',
  'primary',
  'secondary',
  'noOptionsText',
  'loadingText',
  'subheader',
]);

/** Elements whose content is code, not language. */
const CODE_ELEMENTS = new Set(['style', 'script']);

/** The marker that allows a literal on its line or the line below: true non-text, e.g. a unit symbol. */
export const IGNORE_MARKER = 'i18n-ignore';

const hasLetters = (text: string) => /\p{L}/u.test(text.replace(/&(?:#\d+|#x[\da-f]+|\w+);/gi, ''));

const sourceOf = (file: string, text: string) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/**
 * Literal strings within an expression that end up on screen as they are: string literals and
 * template text, looking through ?:, ||, ?? and parentheses, but not into calls (t('key')).
 */
function literalParts(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return hasLetters(node.text) ? [node] : [];
  if (ts.isTemplateExpression(node)) {
    const texts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
    return texts.some(hasLetters) ? [node] : [];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literalParts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literalParts(node.whenTrue), ...literalParts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (
      op === ts.SyntaxKind.AmpersandAmpersandToken ||
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    )
      return [
        ...(op === ts.SyntaxKind.AmpersandAmpersandToken ? [] : literalParts(node.left)),
        ...literalParts(node.right),
      ];
  }
  return [];
}

const elementName = (node: ts.JsxElement) => node.openingElement.tagName.getText();

/** Literal text that components render (JSX text, literal children, user-facing props). */
export function findLiteralText(file: string, text: string): Finding[] {
  const source = sourceOf(file, text);
  const lines = text.split('\n');
  const ignored = (line: number) =>
    (lines[line] ?? '').includes(IGNORE_MARKER) || (lines[line - 1] ?? '').includes(IGNORE_MARKER);
  const findings: Finding[] = [];
  const add = (node: ts.Node, shown: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    if (!ignored(line))
      findings.push({ file, line: line + 1, text: shown.trim().replace(/\s+/g, ' ').slice(0, 80) });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxElement(node) && CODE_ELEMENTS.has(elementName(node))) return;
    if (ts.isJsxText(node) && hasLetters(node.text)) add(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const part of literalParts(node.expression)) add(part, part.getText(source));
    }
    if (ts.isJsxAttribute(node) && USER_FACING_PROPS.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) && hasLetters(value.text))
        add(value, `${node.name.getText(source)}="${value.text}"`);
      if (ts.isJsxExpression(value) && value.expression) {
        for (const part of literalParts(value.expression))
          add(part, `${node.name.getText(source)}=${part.getText(source)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

export interface KeyUse extends Finding {
  /** The key as written. */
  key: string;
  /** Resolved by i18next with a suffix (plural `count` or `context`). */
  suffixed: boolean;
}

/** Translation keys the code names literally: t('a.b'), i18n.t('a.b'), <Trans i18nKey="a.b">. */
export function findKeyUses(file: string, text: string): KeyUse[] {
  const source = sourceOf(file, text);
  const uses: KeyUse[] = [];
  const add = (node: ts.Node, key: string, suffixed: boolean) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    uses.push({ file, line, text: key, key, suffixed });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const [first, options] = node.arguments;
      if (name === 't' && first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        const optionNames =
          options && ts.isObjectLiteralExpression(options)
            ? options.properties.map((p) => (p.name ? p.name.getText(source) : ''))
            : [];
        if (!optionNames.includes('defaultValue')) {
          add(first, first.text, optionNames.includes('count') || optionNames.includes('context'));
        }
      }
    }
    if (
      ts.isJsxAttribute(node) &&
      node.name.getText(source) === 'i18nKey' &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      add(node.initializer, node.initializer.text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}
