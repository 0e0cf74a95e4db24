// One ESLint config for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['shell', 'landing', 'delivery', 'admin-users', 'hotspot', 'cms'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A remote never reaches into another remote's files: shared code lives in ui-kit or shared-auth.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: remotes.map((target) => ({
            target: `./packages/${target}`,
            from: remotes.filter((r) => r !== target).map((r) => `./packages/${r}`),
            message: 'Remotes do not import each other; move shared code to ui-kit or shared-auth.',
          })),
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              message: 'Use the toaster from ui-kit so that every remote shares one toast store.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui-kit/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
