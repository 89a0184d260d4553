import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVICE_WORKER_CSP, TAG_MANAGER_CSP } from '../../lib/csp';
import { chooseEncoding, loadSiteFiles, resolvePage } from './pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
/** The service worker and the app manifest: checked on every load, so a new build is found at once. */
const REVALIDATE = 'no-cache';
/** The worker's file, or the compressed copy the build wrote beside it (served by Accept-Encoding). */
const SERVICE_WORKER_FILE = /[\\/]sw\.js(\.br|\.gz)?$/;
const MANIFEST_FILE = /\.webmanifest(\.br|\.gz)?$/;

function safeDecode(urlPath: string): string | null {
  try {
    return decodeURI(urlPath);
  } catch {
    return null;
  }
}

function hasExtension(urlPath: string): boolean {
  return path.posix.extname(urlPath) !== '';
}

/**
 * Serves the built web app: hashed assets cached for good, pages revalidated, unknown page paths
 * answered 404 with the Page Not Found page, unknown files and API paths 404 without HTML.
 */
export default fp<{ distDir: string; gtmId?: string }>(
  async (fastify, { distDir, gtmId }) => {
    const site = loadSiteFiles(distDir, gtmId ? TAG_MANAGER_CSP : {});
    const pages = [...site.pages.values(), site.notFound, site.spaFallback].filter((page) => page !== null);
    if (pages.length === 0) {
      fastify.log.warn({ distDir }, 'no web build in WEB_DIST_DIR: serving the API only (run npm run build)');
      return;
    }
    const uncompressed = pages.filter((page) => !page.encodings.isPrecompressed).length;
    if (uncompressed > 0) {
      fastify.log.warn(
        { distDir, pages: uncompressed },
        'pages without precompressed .br/.gz files: each is compressed on its first request (run npm run build)',
      );
    }

    await fastify.register(fastifyStatic, {
      root: distDir,
      // One route per file present at start: anything else (directories included) reaches the
      // not-found handler below. Restart after a rebuild (STACK-NOTES 6).
      wildcard: false,
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      preCompressed: true,
      // HTML (and the build's compressed copies of it) is served from memory below, each page
      // with its own CSP.
      globIgnore: ['**/*.html', '**/*.html.br', '**/*.html.gz'],
      allowedPath: (pathName) => !/\.html(\.br|\.gz)?$/.test(pathName),
      setHeaders: (reply, filePath) => {
        const isWorker = SERVICE_WORKER_FILE.test(filePath);
        if (isWorker || MANIFEST_FILE.test(filePath)) {
          reply.header('cache-control', REVALIDATE);
          if (isWorker) reply.header('content-security-policy', SERVICE_WORKER_CSP);
          return;
        }
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : SHORT);
      },
    });

    fastify.pageFallback = (request, reply, options = {}) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !urlPath.startsWith('/api/') &&
        urlPath !== '/api' &&
        !hasExtension(urlPath);
      const decoded = isPageRequest ? safeDecode(urlPath) : null;
      const resolved = decoded === null ? null : resolvePage(site, decoded, options.serve);
      if (!resolved) return null;
      const { page, status } = resolved;
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', page.csp)
        .header('etag', page.etag);
      if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      reply.header('vary', 'accept-encoding');
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const encoded = encoding ? page.encodings.get(encoding) : null;
      if (!encoding || !encoded) return reply.send(page.body);
      return reply.header('content-encoding', encoding).send(encoded);
    };
  },
  { name: 'web', dependencies: ['errors'] },
);
