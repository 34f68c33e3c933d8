// The RuleTester of the project's rule tests, reporting through vitest: plain modules by default,
// or TypeScript with JSX as the apps are written.
import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

RuleTester.describe = describe;
RuleTester.it = it;

export function ruleTester({ typescript = true }: { typescript?: boolean } = {}): RuleTester {
  return new RuleTester({
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      ...(typescript ? { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } : {}),
    },
  });
}
