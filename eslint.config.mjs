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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.cache/**',
      '**/test-results/**',
      '**/playwright-report/**',
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
    files: ['shared/src/**/*.tsx', 'host/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'no-restricted-imports': ['error', { paths: [reactRouterDom] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML.',
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
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
