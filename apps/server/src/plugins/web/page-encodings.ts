import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The file suffix the web build's precompress step writes for each encoding. */
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * A page's compressed bodies. The web build writes them beside each HTML file
 * (apps/web/scripts/precompress.mjs), so start-up compresses nothing. A page without them (a build
 * that skipped that step) is compressed once, in the background, the first time a client asks for
 * it; until then it is sent uncompressed.
 */
export class PageEncodings {
  private readonly bodies = new Map<Encoding, Buffer>();
  private readonly pending = new Set<Encoding>();

  constructor(
    private readonly body: Buffer,
    htmlFile?: string,
  ) {
    if (htmlFile) this.readPrecompressed(htmlFile);
  }

  /** Whether the build wrote both compressed bodies. */
  get isPrecompressed(): boolean {
    return ENCODINGS.every((encoding) => this.bodies.has(encoding));
  }

  /** The body in `encoding`, or null while it is still being compressed. */
  get(encoding: Encoding): Buffer | null {
    const encoded = this.bodies.get(encoding);
    if (encoded) return encoded;
    this.compressLater(encoding);
    return null;
  }

  private readPrecompressed(htmlFile: string): void {
    const htmlChanged = statSync(htmlFile).mtimeMs;
    for (const encoding of ENCODINGS) {
      const file = `${htmlFile}${SUFFIX[encoding]}`;
      // One older than its page belongs to an earlier build: compress afresh instead.
      if (existsSync(file) && statSync(file).mtimeMs >= htmlChanged) this.bodies.set(encoding, readFileSync(file));
    }
  }

  private compressLater(encoding: Encoding): void {
    if (this.pending.has(encoding)) return;
    this.pending.add(encoding);
    const done = (error: Error | null, result: Buffer) => {
      this.pending.delete(encoding);
      // A failure leaves the page uncompressed; the next request tries again.
      if (!error) this.bodies.set(encoding, result);
    };
    // The zlib thread pool, not the event loop; the settings the build uses.
    if (encoding === 'br') {
      brotliCompress(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }, done);
    } else {
      gzip(this.body, { level: 9 }, done);
    }
  }
}
