import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const STATIC_PAGE_SCRIPTS_MODULE = 'virtual:static-page-scripts';
const RESOLVED = `\0${STATIC_PAGE_SCRIPTS_MODULE}`;

/**
 * Builds each of `entries` (name → source file) as its own entry of the client bundle and lets
 * the prerender read their hashed URLs from `virtual:static-page-scripts` (name → URL). React
 * Router builds the client first, then the server build (with a fresh copy of this plugin), so
 * the client build leaves the names in a file beside its output. In development Vite serves the
 * source paths as they are.
 */
export function staticPageScripts(entries: Record<string, string>): Plugin {
  const references = new Map<string, string>();
  let root = process.cwd();
  let recordFile = '';
  let isBuild = false;
  const sourceUrls = () =>
    Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, `/${file.split(path.sep).join('/')}`]));
  return {
    name: 'cleardocket:static-page-scripts',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
      // build/client for the client, build/server for the server: the record sits in build/.
      recordFile = path.resolve(root, config.build.outDir, '..', 'static-page-scripts.json');
    },
    buildStart() {
      if (this.environment.name !== 'client' || !isBuild) return;
      for (const [name, file] of Object.entries(entries)) {
        references.set(name, this.emitFile({ type: 'chunk', id: path.resolve(root, file), name: `static-${name}` }));
      }
    },
    generateBundle() {
      if (this.environment.name !== 'client' || references.size === 0) return;
      const urls = Object.fromEntries([...references].map(([name, ref]) => [name, `/${this.getFileName(ref)}`]));
      writeFileSync(recordFile, JSON.stringify(urls));
    },
    resolveId(source) {
      return source === STATIC_PAGE_SCRIPTS_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!isBuild) return `export default ${JSON.stringify(sourceUrls())};`;
      // The client bundle never renders a static page: it needs no URLs.
      if (this.environment.name === 'client') return 'export default {};';
      return `export default ${readFileSync(recordFile, 'utf8')};`;
    },
  };
}
