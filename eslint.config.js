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

/** A module's public files: its service.ts, or the *-service.ts files of a service split by sub-feature. */
const serviceFiles = (root, name) =>
  readdirSync(`${root}/${name}`).filter((file) => file === 'service.ts' || file.endsWith('-service.ts'));

/**
 * A server module uses another only through that module's service files (ARCHITECTURE §2); which
 * module may use which is the layers' rule (scripts/module-layers.cjs, checked by dependency-cruiser).
 */
function serverModuleZones(root) {
  const names = folders(root);
  return names.map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [
      `./${name}`,
      ...names
        .filter((other) => other !== name)
        .flatMap((other) => serviceFiles(root, other).map((file) => `./${other}/${file}`)),
    ],
    message: "A module uses another only through that module's service files.",
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
      // Without these, import-x parses no .ts file it reaches, and no-restricted-paths sees no import.
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
      // Import cycles: dependency-cruiser, in `npm run lint:graph` (.dependency-cruiser-cycles.cjs).
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
              from: `${SERVER_MODULES}/*/*repository.ts`,
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
    // Dates through date-fns everywhere (issue 29): the server, the domain, the web app and every
    // test, script and browser journey. One way to name a UTC day (packages/domain/src/dates.ts) and
    // no day counted by hand in milliseconds.
    files: [
      'apps/server/**/*.ts',
      'packages/domain/**/*.ts',
      'apps/web/app/**/*.{ts,tsx}',
      'apps/web/test/**/*.{ts,tsx}',
      'apps/web/sw/**/*.ts',
      'e2e/**/*.ts',
      'scripts/**/*.ts',
      'bench/**/*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(slice|substring)$/][callee.object.callee.property.name='toISOString']",
          message:
            'Name a day with date-fns (utcDay, utcMonth, utcDateTime in the domain dates.ts), not toISOString().slice.',
        },
        {
          selector: 'Literal[value=86400000], Literal[value=86400]',
          message: 'Count days with date-fns (addDays, differenceInCalendarDays, millisecondsInDay), not by hand.',
        },
        {
          // 24 * 60 * 60 * 1000, 7 * 24 * HOUR: the hours of a day multiplied out.
          selector: "BinaryExpression[operator='*'] > Literal[value=24]",
          message: 'Count days with date-fns (addDays, differenceInCalendarDays, millisecondsInDay), not by hand.',
        },
      ],
    },
  },
  {
    // dependency-cruiser reads its configuration as CommonJS (.dependency-cruiser.cjs, scripts/module-layers.cjs).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
