import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measure } from './lib/load';
import { ROOT, freePort, startNode, stop, waitUntilOk } from './lib/process';

export type Figure = { name: string; value: string };

/** (a) /healthz of the whole app against a bare Fastify route, measured in the same run. */
export async function benchThroughput(seconds: number): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  const appServer = startNode('apps/server/src/server.ts', {
    PORT: String(appPort),
    DATA_DIR: dataDir,
    RUN_WORKERS: 'false',
  });
  const bareServer = startNode('bench/bare-server.ts', { PORT: String(barePort) });
  try {
    await waitUntilOk(`http://127.0.0.1:${appPort}/readyz`);
    await waitUntilOk(`http://127.0.0.1:${barePort}/bare`);
    const options = { connections: 50, seconds };
    await measure(`http://127.0.0.1:${barePort}/bare`, { connections: 10, seconds: 1 }); // warm-up
    await measure(`http://127.0.0.1:${appPort}/healthz`, { connections: 10, seconds: 1 });
    const bare = await measure(`http://127.0.0.1:${barePort}/bare`, options);
    const health = await measure(`http://127.0.0.1:${appPort}/healthz`, options);
    return [
      { name: 'bare Fastify route', value: `${bare.requestsPerSecond.toFixed(0)} req/s (p99 ${bare.p99Ms} ms)` },
      { name: '/healthz (whole app)', value: `${health.requestsPerSecond.toFixed(0)} req/s (p99 ${health.p99Ms} ms)` },
      { name: '/healthz ÷ bare', value: (health.requestsPerSecond / bare.requestsPerSecond).toFixed(2) },
    ];
  } finally {
    await Promise.all([stop(appServer), stop(bareServer)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The JS modules a module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(client: string, asset: string): string[] {
  const code = readFileSync(path.join(client, asset), 'utf8');
  const found = [...code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?"(\.\/[^"]+\.js)"/g)];
  return found.map((match) => path.posix.join(path.posix.dirname(asset), match[1] ?? ''));
}

/**
 * (b) gzip bytes of the JS and CSS a prerendered page loads before it is interactive: what its
 * HTML names, and every module those import statically (dynamic imports load later, on use).
 */
function pageWeight(urlPath: string): { js: number; css: number; files: number } {
  const client = path.join(ROOT, 'apps/web/build/client');
  const htmlFile = path.join(client, urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`);
  const html = readFileSync(htmlFile, 'utf8');
  const assets = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) assets.add(match[1] ?? '');
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?\(?"(\/assets\/[^"]+\.js)"/g))
    assets.add(match[1] ?? '');
  return weigh(client, assets);
}

/** gzip bytes of a set of assets, with every module their JS imports statically. */
function weigh(client: string, assets: Set<string>): { js: number; css: number; files: number } {
  for (const asset of assets) {
    if (!asset.endsWith('.js')) continue;
    for (const imported of staticImports(client, asset)) assets.add(imported);
  }
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const bytes = gzipSync(readFileSync(path.join(client, asset)), { level: 9 }).length;
    if (asset.endsWith('.css')) css += bytes;
    else js += bytes;
  }
  return { js, css, files: assets.size };
}

type ManifestRoute = { parentId?: string; module: string; imports?: string[]; css?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; url: string; routes: Record<string, ManifestRoute> };

/**
 * The first load of a page that is not prerendered (the member area: the SPA fallback page, then
 * the route modules React Router's manifest lists for the route and each of its layouts).
 */
function routeWeight(routeId: string): { js: number; css: number; files: number } {
  const client = path.join(ROOT, 'apps/web/build/client');
  const manifestFile = readdirSync(path.join(client, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  const source = readFileSync(path.join(client, 'assets', manifestFile ?? ''), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Manifest;
  const assets = new Set<string>([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId ?? '']) {
    for (const asset of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) assets.add(asset);
  }
  return weigh(client, assets);
}

/** The member area's first load (issue 20: printed, no budget yet): its overview, a signed-in page. */
export function benchMemberAreaWeight(): Figure[] {
  const { js, css, files } = routeWeight('dashboard-index');
  return [
    {
      name: 'first load of /dashboard (member area, gzip)',
      value: `JS ${(js / 1024).toFixed(1)} KB, CSS ${(css / 1024).toFixed(1)} KB in ${files} files`,
    },
  ];
}

/** First-load figures against a budget in KB of JS (ARCHITECTURE §12), saying when one is over. */
export function benchPageWeight(paths: string[], budgetKb: number): Figure[] {
  return paths.map((urlPath) => {
    const { js, css, files } = pageWeight(urlPath);
    const over = js / 1024 > budgetKb ? ', OVER BUDGET' : '';
    return {
      name: `first load of ${urlPath} (gzip)`,
      value: `JS ${(js / 1024).toFixed(1)} KB, CSS ${(css / 1024).toFixed(1)} KB in ${files} files (budget: JS ≤ ${budgetKb} KB${over})`,
    };
  });
}

/** (c) Time from process start to /readyz on PGlite: a first start (initdb) and a restart. */
export async function benchStartTime(): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-bench-start-'));
  const times: number[] = [];
  try {
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const started = performance.now();
      const child = startNode('apps/server/src/server.ts', { PORT: String(port), DATA_DIR: dataDir });
      await waitUntilOk(`http://127.0.0.1:${port}/readyz`);
      times.push(performance.now() - started);
      await stop(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [
    { name: 'start to ready on PGlite, first start', value: `${(times[0] ?? 0).toFixed(0)} ms` },
    { name: 'start to ready on PGlite, restart', value: `${(times[1] ?? 0).toFixed(0)} ms` },
  ];
}
