import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = [
  'auth', 'session', 'menu', 'settings', 'catalog', 'pricing', 'cart', 'checkout', 'order-guides',
  'punchout', 'payments', 'account', 'addresses', 'consumer', 'history', 'reports', 'documents',
  'landing', 'theme', 'admin',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/src/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Advice for the React Compiler, which this app does not use (react-hook-form's watch() is fine).
      'react-hooks/incompatible-library': 'off',
    },
  },
  // Feature folders never import each other's internals; they compose in app/ (web) or services.ts (server).
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/*`, `**/features/${f}`]),
              message: 'Feature folders must not import each other; compose them in src/app.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
