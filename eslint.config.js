import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (root) =>
  existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** Each feature folder may import itself but no other feature (STYLE "Where things live"). */
function featureZones(root) {
  return folders(root).map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message: 'Features never import each other: compose them in a route or move the shared part down.',
  }));
}

/** A server module uses another only through that module's service.ts (ARCHITECTURE §2). */
function serverModuleZones(root) {
  const names = folders(root);
  return names.map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`, ...names.filter((other) => other !== name).map((other) => `./${other}/service.ts`)],
    message: "A module uses another only through that module's service.ts.",
  }));
}

const SERVER = './apps/server/src';
const SERVER_MODULES = `${SERVER}/modules`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      '.tmp/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without these, import-x parses no .ts file it reaches, and no-cycle silently sees no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/domain/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'The domain package imports nothing of the apps.' },
            { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
            { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
            {
              target: [
                './apps/web/app/components',
                './apps/web/app/lib',
                './apps/web/app/hooks',
                './apps/web/app/config',
              ],
              from: './apps/web/app/features',
              message: 'Shared building blocks never import features.',
            },
            ...featureZones('./apps/web/app/features'),
            ...serverModuleZones(SERVER_MODULES),
            {
              target: [`${SERVER_MODULES}/*/*routes.ts`, `${SERVER_MODULES}/*/jobs.ts`],
              from: `${SERVER_MODULES}/*/repository.ts`,
              message: 'Routes and jobs call services; only services reach a repository.',
            },
            {
              target: [`${SERVER}/lib`, `${SERVER}/jobs`, `${SERVER}/db`, `${SERVER}/providers`],
              from: SERVER_MODULES,
              message: 'Infrastructure names no feature: modules build on it, never the other way round.',
            },
            {
              // plugins/auth.ts wires Better Auth, which the identity module configures.
              target: `${SERVER}/plugins`,
              from: SERVER_MODULES,
              except: ['./identity/auth.ts', './identity/session-cookie.ts'],
              message: 'Infrastructure names no feature: modules build on it, never the other way round.',
            },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'scripts/**',
      '**/scripts/**',
      'bench/**',
      'packages/domain/eval/**',
      'e2e/**',
      '**/*.test.*',
      '**/test/**',
      'apps/web/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
