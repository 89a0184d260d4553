import { BrowserPool, chromiumPath } from '../../apps/server/src/lib/browser/chromium';
import { startReplicas } from '../../apps/server/test/replicas/server';
import type { Replica } from '../../apps/server/test/replicas/server';

/** Debian's Chromium (or CHROME_PATH), started on first use, as the removal runner starts it. */
export const benchBrowser = () => new BrowserPool(() => chromiumPath(process.env.CHROME_PATH));

/** The loopback replicas of opt-out flows and a browser to drive them; `close` stops both. */
export async function startReplicaBrowser(): Promise<{ replica: Replica; pool: BrowserPool; close(): Promise<void> }> {
  const replica = await startReplicas();
  const pool = benchBrowser();
  return {
    replica,
    pool,
    async close() {
      await pool.close();
      await replica.close();
    },
  };
}
