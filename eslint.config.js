// The house rules, checked by `npm run lint` (part of `npm test`). Type-unaware on purpose: it
// stays fast, and the type checker (`npm run typecheck`) already covers what types can tell.
import './eslint.classic-typescript.js';
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const folders = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/test-support.ts', '**/test-server.ts'];

// One-way imports in the SPA, as bulletproof-react draws them: src/app composes the screens of
// src/features/<area>, which build on the shared code; no area imports another, and the shared
// layers import none of the ones above them (src/lib is the lowest: it imports no UI).
const FEATURES = folders('src/features');
const spaLayers = [
  ...FEATURES.map((area) => ({
    target: `./src/features/${area}`,
    from: './src/features',
    except: [`./${area}`],
    message: 'A feature does not import another feature: give what both need a shared home in src/components or src/lib.',
  })),
  {
    target: ['./src/features', './src/components', './src/lib', './src/testing'],
    from: './src/app',
    message: 'Only src/app (and main.tsx) composes screens and layout; features and shared code do not import it.',
  },
  {
    target: ['./src/components', './src/lib', './src/testing'],
    from: './src/features',
    message: 'Shared code does not import a feature: move what it needs down to src/components or src/lib.',
  },
  {
    target: './src/lib',
    from: './src/components',
    message: 'src/lib holds logic without UI: pass a component in (a prop or a child) instead of importing it.',
  },
  {
    target: './src',
    from: './amplify',
    except: [
      './data/resource.ts',
      './data/catalogue-index.ts',
      './data/book-shelves.ts',
      './functions/shared/error-codes.ts',
      './functions/shared/record-ids.ts',
      './functions/shared/access-limits.ts',
      './functions/shared/visit-day.ts',
      './storage/renditions.ts',
    ],
    message:
      'The SPA takes from amplify/ only the schema types (data/resource), the gallery index and shelf rules, the function error codes, the record id and access-request text limits, the visit-day rule and the rendition naming rule.',
  },
  {
    target: './src',
    from: ['./local-cloud', './scripts', './e2e', './bench'],
    message: 'The SPA talks to its backend through aws-amplify only.',
  },
];
const spaProduction = [
  ...spaLayers,
  {
    target: './src',
    from: ['./src/testing', './src/features/admin/testing'],
    message: 'Test helpers are for tests.',
  },
];

// The local cloud: one folder per service; a service talks to another only through
// local-cloud/shared (the seed content is read by all, and so is local-cloud/backend, the
// description of the Gen 2 backend being served). Tests may start several services.
const SERVICES = folders('local-cloud').filter((name) => !['shared', 'seed', 'backend', 'testing', 'node_modules'].includes(name));
const localCloudServices = [
  ...SERVICES.map((service) => ({
    target: `./local-cloud/${service}`,
    from: './local-cloud',
    except: [`./${service}`, './shared', './seed', './backend'],
    message: 'A local-cloud service talks to another only through local-cloud/shared (and reads the backend description).',
  })),
  {
    target: './local-cloud/backend',
    from: './local-cloud',
    except: ['./backend', './shared'],
    message: 'The backend description imports no service: every service reads it.',
  },
  {
    target: './local-cloud/shared',
    from: './local-cloud',
    except: ['./shared', './backend'],
    message: 'local-cloud/shared imports no service.',
  },
];

// Amplify: each function imports only itself and functions/shared; the backend definition
// never imports the SPA or the local cloud (it deploys to AWS as it is).
const FUNCTIONS = folders('amplify/functions');
const amplifyBackend = [
  ...FUNCTIONS.filter((fn) => fn !== 'shared').map((fn) => ({
    target: `./amplify/functions/${fn}`,
    from: './amplify/functions',
    except: [`./${fn}`, './shared'],
    message: 'A function imports only its own folder and amplify/functions/shared.',
  })),
  {
    target: './amplify',
    from: ['./src', './local-cloud', './scripts'],
    message: 'The backend definition deploys to AWS as it is: it imports no SPA or local-cloud code.',
  },
];

const restrictedPaths = (zones) => ({ 'import/no-restricted-paths': ['error', { zones }] });

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'test-results/',
      'playwright-report/',
      '.local-cloud/',
      '.amplify/',
      'coverage/',
      'public/',
      'patches/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // Resolves imports as TypeScript does (extensionless, and '.js' naming a '.ts' file).
      'import/resolver': {
        typescript: { project: ['tsconfig.json', 'amplify/tsconfig.json', 'local-cloud/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `import type` keeps type-only imports out of the bundles and the Node start-up.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...restrictedPaths(spaLayers),
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: restrictedPaths(spaProduction),
  },
  {
    files: ['local-cloud/**/*.{ts,mjs,js}'],
    ignores: TESTS,
    rules: restrictedPaths(localCloudServices),
  },
  {
    files: ['amplify/**/*.ts'],
    ignores: [...TESTS, 'amplify/test/**'],
    rules: restrictedPaths(amplifyBackend),
  },
  {
    files: ['**/*.test.{ts,tsx}', ...TESTS, 'e2e/**', 'bench/**', 'scripts/**', 'local-cloud/**', 'amplify/test/**'],
    rules: {
      // Tests and tools reach into what they check, and the local cloud handles the wire JSON of
      // the protocols it emulates: both may type loosely what they only pass along.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    languageOptions: { globals: { ...globals.vitest } },
  },
);
