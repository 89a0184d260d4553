// Writes .br and .gz beside every text file of the build, so the server sends them as they are
// (@fastify/static preCompressed for assets; the page server for the prerendered HTML) instead of
// compressing on every request or at start-up.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../build/client');
const TEXT = /\.(html|js|css|svg|json|txt|xml|webmanifest|map)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of walk(root)) {
  if (!TEXT.test(file)) continue;
  const data = readFileSync(file);
  // Small assets are not worth it; every page gets both, so the server never compresses one.
  if (data.length < 1024 && !file.endsWith('.html')) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files`);
