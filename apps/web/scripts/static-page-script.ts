import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const STATIC_PAGE_SCRIPT_MODULE = 'virtual:static-page-script';
const RESOLVED = `\0${STATIC_PAGE_SCRIPT_MODULE}`;

/**
 * Builds `entry` as its own entry of the client bundle and lets the prerender read its hashed URL
 * from `virtual:static-page-script`. React Router builds the client first, then the server build
 * (with a fresh copy of this plugin), so the client build leaves the name in a file beside its
 * output. In development Vite serves the module's source path as it is.
 */
export function staticPageScript(entry: string): Plugin {
  let reference: string | undefined;
  let root = process.cwd();
  let recordFile = '';
  let isBuild = false;
  return {
    name: 'cleardocket:static-page-script',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
      // build/client for the client, build/server for the server: the record sits in build/.
      recordFile = path.resolve(root, config.build.outDir, '..', 'static-page-script.json');
    },
    buildStart() {
      if (this.environment.name !== 'client' || !isBuild) return;
      reference = this.emitFile({ type: 'chunk', id: path.resolve(root, entry), name: 'static-page' });
    },
    generateBundle() {
      if (this.environment.name !== 'client' || !reference) return;
      writeFileSync(recordFile, JSON.stringify({ url: `/${this.getFileName(reference)}` }));
    },
    resolveId(source) {
      return source === STATIC_PAGE_SCRIPT_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!isBuild) return `export default ${JSON.stringify(`/${entry}`)};`;
      if (this.environment.name === 'client') return 'export default "";';
      const { url } = JSON.parse(readFileSync(recordFile, 'utf8')) as { url: string };
      return `export default ${JSON.stringify(url)};`;
    },
  };
}
