import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettierConfig from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import { readFileSync } from 'node:fs';

/**
 * What a server module may import from another: its service (the type services.ts wires in) and
 * these shared contracts (mail templates and send limits, the token issuer, password hashing, the
 * payment gateway, the image store's file naming).
 */
const serverModulePublicFiles = [
  '*/*.service',
  'mail/mail-templates',
  // The notification mails' layout (decision 522): name and logo, text and HTML.
  'mail/mail-layout',
  'mail/mail-limits',
  'auth/tokens',
  'auth/password-hash',
  'payments/payment-gateway',
  // Pure naming of stored images: the importer names product images as the image store does.
  'images/image-names',
  // The usual quantity per delivery (decision 425): suggested pars read it per ship-to (issue 34).
  'history/usual-quantity',
  // The checkout's date window and ship method: the next delivery in view and the reminders use them (decision 501).
  'checkout/checkout-dates',
  'checkout/checkout-destination',
];

/** The @provender/rules modules of its server entry (decision 442), read from it: the browser uses none. */
const serverOnlyRulesModules = [
  ...readFileSync(new URL('packages/rules/src/server.ts', import.meta.url), 'utf8').matchAll(
    /^export \* from '\.\/(.+)\.ts';/gm,
  ),
].map((match) => match[1]);
/** What they export, read from their source: the browser must import none of it. */
const serverOnlyRulesExports = serverOnlyRulesModules.flatMap((m) =>
  [
    ...readFileSync(new URL(`packages/rules/src/${m}.ts`, import.meta.url), 'utf8').matchAll(
      /^export (?:function|const|interface|type) (\w+)/gm,
    ),
  ].map((match) => match[1]),
);
const decimalJsMessage =
  'One decimal library (decision 440): compute with Decimal of @provender/rules (big.js); decimal.js is only the oracle of tests.';

const decimalJsPath = { name: 'decimal.js', message: decimalJsMessage };
const browserZodPaths = ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
  name,
  message: "The browser's zod is 'zod/mini' (decision 362).",
}));
const pdfkitPaths = [
  {
    name: 'pdfkit',
    message: 'One PDF library (decision 460): documents are written with pdfmake, which uses pdfkit inside.',
  },
];
const serverApiPathLiteral = {
  selector: 'Literal[value=/^\\/api\\/(?!docs|test\\/)./], TemplateElement[value.raw=/^\\/api\\/(?!docs|test\\/)./]',
  message: 'Take API paths from the endpoint table in packages/contract (endpointPath(endpoints.x, params)).',
};
const pdfkitPatterns = [{ group: ['pdfkit/*'], message: pdfkitPaths[0].message }];
/** An `/api/...` path written out: it belongs in the endpoint table (packages/contract/src/endpoints). */
const apiPathLiteral = {
  selector: 'Literal[value=/^\\/api\\/./], TemplateElement[value.raw=/^\\/api\\/./]',
  message: 'Take API paths from the endpoint table in packages/contract (callApi or endpoints.x.path).',
};

const serverRulesMessage = "The server's rules (@provender/rules/server, decision 442) are not the browser's.";

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
      // Benchmark databases and results (bench:web copies a web build next to its database).
      'bench/.data/**',
      'bench/results/**',
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
  // What the browser bundles uses zod/mini, never classic zod (decision 362): classic's methods pull
  // in every check, the JSON-schema code and more on every first screen. The contract takes its `z`
  // from src/zod.ts, which sets the English messages mini does not load.
  // A later no-restricted-imports block replaces this one's paths for the files it matches (flat
  // config merges no options), so the blocks below repeat browserZodPaths (decision 470).
  {
    files: ['packages/contract/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: browserZodPaths }] },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v4/classic', 'zod/mini', 'zod/v4/mini'].map((name) => ({
            name,
            message: "Contract modules take z from './zod.ts', which sets zod's English messages (decision 362).",
          })),
        },
      ],
    },
  },
  // Boundaries (decision 251): web features never import each other (in any spelling) nor src/app;
  // shared components import no feature; a server module reaches another only through its service.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**', 'apps/server/src/**'],
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-component', pattern: 'apps/web/src/components/*', capture: ['component'] },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: {
                  element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } },
                },
              },
              message: 'Feature folders must not import each other; compose them in src/app.',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-app' } } },
              message: 'Features must not import src/app; the app composes features, not the other way round.',
            },
            {
              from: { element: { type: 'web-component' } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
              message: 'Shared components must not import features or src/app.',
            },
            {
              from: { element: { type: 'server-module' } },
              disallow: {
                to: {
                  element: { type: 'server-module', captured: { module: '!{{ from.element.captured.module }}' } },
                  file: { path: `!**/modules/{${serverModulePublicFiles.join(',')}}.ts` },
                },
              },
              message:
                'A server module reaches another only through its service (<module>.service.ts, wired in services.ts) or a file listed in serverModulePublicFiles.',
            },
          ],
        },
      ],
    },
  },
  // Money is added and formatted only by sumMoney/formatMoney of @provender/rules (decimal inside):
  // arithmetic on a money-named value or the cents trick (x * 100, x / 100) in the browser is an error.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...moneyArithmetic],
    },
  },
  // One decimal library on both sides (decision 440): production code computes with the rules'
  // Decimal (big.js), never decimal.js; the web app imports no server-only rule either. One PDF
  // library (decision 460): the server writes PDFs with pdfmake, never pdfkit (pdfmake's engine) directly.
  {
    files: ['packages/rules/src/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [decimalJsPath] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [decimalJsPath, ...pdfkitPaths], patterns: pdfkitPatterns }] },
  },
  {
    files: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: pdfkitPaths, patterns: pdfkitPatterns }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...browserZodPaths,
            decimalJsPath,
            { name: '@provender/rules', importNames: serverOnlyRulesExports, message: serverRulesMessage },
            { name: '@provender/rules/server', message: serverRulesMessage },
          ],
        },
      ],
    },
  },
  // API paths live in the endpoint table (decision 250): the web app calls through callApi and derives
  // any path it needs from the table's rows (decision 472).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      // Repeats the money rule above: this no-restricted-syntax would replace, not add to, that one.
      'no-restricted-syntax': ['error', ...moneyArithmetic, apiPathLiteral],
    },
  },
  // Size (decision 470): production files at most 300 lines, functions at most 80 (blank lines and
  // comments not counted); lines at most 140 characters (the max-len block after prettierConfig below).
  // Tests, test support, the demo vocabularies and migrations are data or proofs, not production code.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'apps/server/src/db/demo-data/vocabulary-*.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  // The server takes API paths from the endpoint table too (decision 472); what it may write out is the
  // prefix '/api/' and the two trees outside the table: the OpenAPI viewer (/api/docs) and test routes.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', serverApiPathLiteral] },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  // Formatting is Prettier's (checked by `npm run lint`); no ESLint rule argues with it.
  prettierConfig,
  // Lines at most 140 characters in production code (decision 470): same files as the size rules above.
  // It comes after prettierConfig, which turns max-len off (a "special rule" of eslint-config-prettier);
  // Prettier wraps at 120, so only what it cannot wrap (long strings, template literals, comments) can reach 140.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'apps/server/src/db/demo-data/vocabulary-*.ts'],
    rules: { 'max-len': ['error', { code: 140, ignoreUrls: true }] },
  },
);
