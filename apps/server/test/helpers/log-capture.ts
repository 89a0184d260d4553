import { Writable } from 'node:stream';
import { buildLoggerOptions } from '../../src/lib/logger';

/** The app's real logger options, writing into memory so a test can read what was logged. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: { ...(buildLoggerOptions({ logLevel: 'info' }) as object), stream }, output: () => lines.join('') };
}
