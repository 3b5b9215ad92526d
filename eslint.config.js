import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettierConfig from 'eslint-config-prettier';

const features = [
  'auth',
  'session',
  'menu',
  'settings',
  'catalog',
  'pricing',
  'cart',
  'checkout',
  'order-guides',
  'punchout',
  'payments',
  'account',
  'addresses',
  'consumer',
  'history',
  'reports',
  'documents',
  'landing',
  'theme',
  'admin',
];

/** Names that hold money in the browser (contract fields and the variables made from them). */
const moneyNames =
  '/^(extension|total|lineTotal|subtotal|taxableAmount|tax|addOnCharges|amount|price|unitPrice|factor|estimatedTotal|orderTotal|minimumOrderAmount|balance|cents)$/';
/** As variables, `total` also counts products; the other names are money only. */
const moneyVariables = moneyNames.replace('|total|', '|');
const moneyMessage =
  'Money is summed with sumMoney and shown with formatMoney (@provender/rules), never with float arithmetic.';
const moneyArithmetic = [
  `BinaryExpression[operator=/^[-+*/%]$/] > MemberExpression.left[property.name=${moneyNames}]`,
  `BinaryExpression[operator=/^[-+*/%]$/] > MemberExpression.right[property.name=${moneyNames}]`,
  `BinaryExpression[operator=/^[-+*/%]$/] > Identifier.left[name=${moneyVariables}]`,
  `BinaryExpression[operator=/^[-+*/%]$/] > Identifier.right[name=${moneyVariables}]`,
  `AssignmentExpression[operator=/^[-+*/]=$/] > Identifier.left[name=${moneyVariables}]`,
  `AssignmentExpression[operator=/^[-+*/]=$/] > MemberExpression.left[property.name=${moneyNames}]`,
  'BinaryExpression[operator=/^[*/]$/] > Literal.right[value=100]',
].map((selector) => ({ selector, message: moneyMessage }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
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
  // Money is added and formatted only by sumMoney/formatMoney of @provender/rules (decimal inside):
  // arithmetic on a money-named value or the cents trick (x * 100, x / 100) in the browser is an error.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...moneyArithmetic],
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  // Formatting is Prettier's (checked by `npm run lint`); no ESLint rule argues with it.
  prettierConfig,
);
