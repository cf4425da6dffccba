// Lint for every workspace: typescript-eslint, React hooks rules and jsx-a11y for the portal apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Under Module Federation 'react-router-dom' re-exports nothing from the shared 'react-router' (see
// shared/federation.cjs), so everything is imported from 'react-router'.
const reactRouterDom = {
  name: 'react-router-dom',
  message:
    "Import from 'react-router': react-router-dom's re-exports are lost when react-router is a federation singleton.",
};

// The API's development code (api/src/dev) stays out of the production image, so production code never imports it.
const apiDevCode = {
  group: ['**/dev', '**/dev/**', './dev', './dev/**'],
  message: 'Production code never imports api/src/dev: plug development pieces in from dev/server.ts.',
};
// Code outside an area reaches it through its index, which says what it offers (db/migrations.ts lists each
// area's migrations).
const apiAreaInternals = {
  group: ['**/areas/*/**', '!**/areas/*/migrations'],
  message: "Reach an area through its index ('…/areas/<area>'), which says what it offers the others.",
};

const noDangerousHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'No dangerouslySetInnerHTML.',
};

// A user-facing text is one translation key or template, never built from pieces: a translator reorders a whole
// sentence, not its parts (docs/architecture.md#translation).
const TEXT_ATTRIBUTES =
  '/^(label|title|aria-label|placeholder|hint|description|legend|emptyText|what|header|alt|loadingLabel|confirmLabel|deleteLabel|saveLabel|nameHeader)$/';
const CONCATENATION = 'Build this text with a translation template (t(key, values)), not by concatenation.';
const noConcatenatedText = [
  {
    selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral[expressions.length>0]`,
    message: CONCATENATION,
  },
  {
    selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer > BinaryExpression[operator='+']`,
    message: CONCATENATION,
  },
  {
    selector:
      'JSXElement > JSXExpressionContainer > TemplateLiteral[expressions.length>0]:has(> TemplateElement[value.raw=/[A-Za-z]{2}/])',
    message: CONCATENATION,
  },
  {
    selector:
      'JSXElement:has(> JSXText[value=/[A-Za-z]{2}/]):has(> JSXExpressionContainer[expression.type=/^(Identifier|MemberExpression|CallExpression|TemplateLiteral)$/])',
    message:
      'Put the words and the value in one translation template (t(key, values)), not text beside a value.',
  },
];

// Files whose texts are not yet templates (docs/architecture.md#translation): shrink this list, never grow it.
const TEXTS_STILL_CONCATENATED = [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.cache/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // the bundled app server (npm run build:app-server)
      'build/**',
      // Scratch copies of a remote that an E2E test builds and deletes.
      '.scratch-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'no-restricted-imports': ['error', { paths: [reactRouterDom] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': ['error', noDangerousHtml],
    },
  },
  {
    // No text built by concatenation in the portal (tests may build what they look for).
    files: ['shared/src/**/*.tsx', 'host/src/**/*.tsx', 'mfe-*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', ...TEXTS_STILL_CONCATENATED],
    rules: { 'no-restricted-syntax': ['error', noDangerousHtml, ...noConcatenatedText] },
  },
  {
    // The UI kit is loaded by the sign-in page: no router, no form library, no API or store (see ui/README.md).
    files: ['shared/src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reactRouterDom],
          patterns: [
            {
              group: ['react-router', 'react-hook-form', '@hookform/*'],
              message:
                'The UI kit stays lean for the sign-in page: router pieces go to ui-links, form pieces to admin-forms.',
            },
            {
              // i18n: fields and toasts show a known English rule message in the user's language; like the bus,
              // it is on the sign-in page anyway (the shell translates it).
              group: ['@switchboard/shared/*', '!@switchboard/shared/bus', '!@switchboard/shared/i18n'],
              message:
                'The UI kit depends on the bus and i18n only (they are loaded before the rest of the shared package).',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside shared/src one area imports another through its package subpath, so every app resolves it to the
    // same federation singleton (shared/federation.cjs); these areas are flat folders, so '../' leaves the area.
    files: ['shared/src/{ui-links,admin,admin-forms,admin-shell}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reactRouterDom],
          patterns: [
            {
              group: ['../*'],
              message: "Import another shared area by its package subpath ('@switchboard/shared/<area>').",
            },
          ],
        },
      ],
    },
  },
  {
    // Remotes never import each other.
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reactRouterDom],
          patterns: [
            {
              group: ['@switchboard/mfe-*', '../../mfe-*', '**/mfe-*/**'],
              message: 'Remotes never import each other: use the shared package, the bus or the URL.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's production code never imports what only development and tests run (api/src/dev is left out of the
    // production image).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/dev/**', 'api/src/areas/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiDevCode, apiAreaInternals] }] },
  },
  {
    files: ['api/src/areas/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiDevCode] }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A partner's page script runs in the browser, as plain script (no modules, no build).
    files: ['examples/**/partner.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
