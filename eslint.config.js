// Lint (npm run lint, run by npm test): typescript-eslint's recommended rules on src/, tests/ and
// scripts/; formatting is prettier's (npm run format; `npm test` checks it), not the linter's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'playwright-report/',
      'test-results/',
      'src/model/types.generated.ts',
      'src/model/validators.generated.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      // TypeScript checks names itself (typescript-eslint's advice).
      'no-undef': 'off',
      'prefer-const': ['error', { destructuring: 'all' }],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // prettier wraps code at 120 columns but never breaks a string or a comment: comments are wrapped by hand,
      // a long message stays one string (splitting it would hide it from a search for its words).
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  // Chai's property assertions (`expect(x).to.exist`) are expressions by design.
  { files: ['tests/components/**'], rules: { '@typescript-eslint/no-unused-expressions': 'off' } },
);
