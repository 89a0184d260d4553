import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { instructions } from '@vite-pwa/assets-generator/api/instructions';
import { generateAssets } from '@vite-pwa/assets-generator/api/generate-assets';
import { generateManifestIconsEntry } from '@vite-pwa/assets-generator/api/generate-manifest-icons-entry';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import type { ManifestTransform } from 'workbox-build';
import { BRAND } from '@cleardocket/domain/brand';
import { DEVELOPER_PAGES } from '@cleardocket/domain/dev/pages';
import { APP_SHELL_URL } from '../app/lib/pwa-caches';

/**
 * The installable app, written at the end of the web build, after the prerender (docs/pwa.md,
 * decision 030): icons and the web app manifest from one source image, then the service worker —
 * bundled from sw/service-worker.ts, with workbox's precache list of the build injected. It runs
 * from `buildEnd` in react-router.config.ts because only then are the prerendered pages written
 * (vite-plugin-pwa writes its worker before them: STACK-NOTES 3).
 */
const WEB_ROOT = path.resolve(import.meta.dirname, '..');
/** The one source image of every icon. */
const ICON_SOURCE = path.join(WEB_ROOT, 'public', 'favicon.svg');
const THEME_COLOR = '#0f6660';
const SHELL_FILE = '__spa-fallback.html';

/**
 * Pages the build writes but the precache must not hold: the not-found page (its path is never
 * served) and the developer pages (404 for all but admins in production, so a precache of them
 * would fail to install: apps/server plugins/hidden-pages.ts).
 */
const NOT_PRECACHED_PAGES = [
  '__not-found/**',
  'dev/**',
  ...DEVELOPER_PAGES.map((page) => `${page.path.replace(/^\//, '')}/**`),
];

async function writeIconsAndManifest(clientDir: string): Promise<void> {
  const plan = await instructions({
    imageResolver: () => readFileSync(ICON_SOURCE),
    imageName: ICON_SOURCE,
    preset: 'minimal-2023',
    htmlLinks: { xhtml: false, includeId: false },
    basePath: '/',
    resolveSvgName: (name) => path.basename(name),
  });
  await generateAssets(plan, true, clientDir);
  const manifest = {
    id: '/',
    name: BRAND.name,
    short_name: BRAND.name,
    description: BRAND.tagline,
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: generateManifestIconsEntry('object', plan).icons,
  };
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** `pricing/index.html` → `/pricing`; the shell → the URL the server answers with it. */
function toServedUrl(url: string, appShellUrl: string): string {
  if (url === SHELL_FILE) return appShellUrl;
  if (url === 'index.html') return '/';
  if (url.endsWith('/index.html')) return `/${url.slice(0, -'/index.html'.length)}`;
  return `/${url}`;
}

const servedUrls: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => ({ ...entry, url: toServedUrl(entry.url, APP_SHELL_URL) })),
  warnings: [],
});

async function writeServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  const bundleDir = path.join(clientDir, '..', 'sw-bundle');
  await build({
    configFile: false,
    root: WEB_ROOT,
    logLevel: 'warn',
    resolve: { alias: { '~': path.join(WEB_ROOT, 'app') } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      lib: { entry: path.join(WEB_ROOT, 'sw', 'service-worker.ts'), formats: ['iife'], name: 'cleardocketWorker' },
      rollupOptions: { output: { entryFileNames: 'sw.js' } },
    },
  });
  const result = await injectManifest({
    swSrc: path.join(bundleDir, 'sw.js'),
    swDest: path.join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    globPatterns: ['**/*.{js,css,woff2,svg,png,ico,webmanifest}', '**/index.html', SHELL_FILE],
    globIgnores: ['sw.js', '**/*.br', '**/*.gz', 'screens/**', ...NOT_PRECACHED_PAGES],
    // Hashed assets need no revision; pages are fetched by the URL the server answers them at.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [servedUrls],
  });
  rmSync(bundleDir, { recursive: true, force: true });
  for (const warning of result.warnings) console.warn(`service worker: ${warning}`);
  return { count: result.count, size: result.size };
}

export async function buildInstallableApp(clientDir: string): Promise<void> {
  await writeIconsAndManifest(clientDir);
  const { count, size } = await writeServiceWorker(clientDir);
  console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} KB)`);
}
