import { readFileSync, readdirSync } from 'node:fs';
import { PlaybookSchema } from '@cleardocket/domain/removal/playbook';
import type { Playbook } from '@cleardocket/domain/removal/playbook';
import type { GuardedContext } from '../apps/server/src/lib/browser/chromium';
import { executePlaybook } from '../apps/server/src/modules/removal-runner/runner/execute';
import type { RunIO } from '../apps/server/src/modules/removal-runner/runner/execute';
import { REPLICA_DOMAINS, replicaPlaybooks } from '../apps/server/test/replicas/playbooks';
import { benchBrowser, startReplicaBrowser } from './lib/replica-browser';
import type { Figure } from './platform';

const FACTS = {
  firstName: 'Bench',
  lastName: 'Member',
  fullName: 'Bench Member',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  street: '12 Elm Street',
  email: 'm-000000000000@agent.cleardocket.example',
  listingUrl: 'https://www.advanced-people-search.com/bench-member',
};

/** A run's IO in memory: the runner's work (browser, guard proxy, steps, screenshots) without a database. */
function memoryIO(playbook: Playbook, shots: { bytes: number }): RunIO {
  return {
    playbook,
    facts: FACTS,
    startAt: 0,
    reachedBefore: null,
    browserState: null,
    shouldStop: async () => false,
    findMail: async () => null,
    logStep: async (entry) => {
      shots.bytes += entry.screenshot?.length ?? 0;
      return null;
    },
    reached: async () => undefined,
    acting: async () => true,
  };
}

/** Proportional memory (PSS, else RSS) of this process's Chromium descendants, in MB. */
function chromiumMemoryMb(): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!mine.has(pid) && mine.has(parent)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  mine.delete(process.pid);
  let kb = 0;
  for (const pid of mine) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      kb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      try {
        kb += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      } catch {
        // Gone.
      }
    }
  }
  return kb / 1024;
}

/**
 * The removal runner (issue 14): playbook runs per minute for one worker against the loopback
 * replicas (the multi-step form: 11 steps, a screenshot each, through the guard proxy), one run at
 * a time and two at once; and the memory of one browser holding N open contexts.
 */
export async function benchRunner(short: boolean): Promise<Figure[]> {
  const { replica, pool, close } = await startReplicaBrowser();
  const playbook = PlaybookSchema.parse(
    replicaPlaybooks(replica.base).find((item) => item.domain === REPLICA_DOMAINS.multiStep),
  );
  const limits = { stepTimeoutMs: 20_000, runTimeoutMs: 120_000, allowLoopback: true };
  const runs = short ? 4 : 20;
  const shots = { bytes: 0 };
  const figures: Figure[] = [];
  try {
    await executePlaybook(pool, memoryIO(playbook, shots), limits); // warm-up: the browser starts
    let started = performance.now();
    for (let i = 0; i < runs; i++) {
      const result = await executePlaybook(pool, memoryIO(playbook, shots), limits);
      if (result.outcome !== 'finished') throw new Error(`bench run ended ${result.outcome}`);
    }
    let minutes = (performance.now() - started) / 60_000;
    figures.push({
      name: `runs/min, 1 at a time (${runs} runs)`,
      value: `${(runs / minutes).toFixed(1)} runs/min per worker`,
    });
    started = performance.now();
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        for (let i = 0; i < runs / 2; i++) await executePlaybook(pool, memoryIO(playbook, shots), limits);
      }),
    );
    minutes = (performance.now() - started) / 60_000;
    figures.push({
      name: `runs/min, RUNNER_CONCURRENCY=2 (${runs} runs)`,
      value: `${(runs / minutes).toFixed(1)} runs/min per worker`,
    });
    figures.push({
      name: 'screenshot bytes per step (PNG)',
      value: `${Math.round(shots.bytes / ((runs * 2 + 1) * playbook.steps.length) / 1024)} KB`,
    });
  } finally {
    await pool.close();
  }

  // The same browser the runner and verification share, each context behind its own guard proxy.
  const contexts = short ? 5 : 20;
  const browser = benchBrowser();
  const open: GuardedContext[] = [];
  const openOne = async () => {
    const guarded = await browser.guardedContext({ allowLoopback: true });
    open.push(guarded);
    await (await guarded.context.newPage()).goto(`${replica.base}/multi/start`);
  };
  try {
    await openOne();
    const one = chromiumMemoryMb();
    for (let i = 1; i < contexts; i++) await openOne();
    const many = chromiumMemoryMb();
    figures.push({ name: 'browser memory, 1 context (PSS)', value: `${one.toFixed(0)} MB` });
    figures.push({
      name: `browser memory, ${contexts} contexts (PSS)`,
      value: `${many.toFixed(0)} MB (${((many - one) / (contexts - 1)).toFixed(1)} MB per extra context)`,
    });
  } finally {
    for (const guarded of open) await guarded.close();
    await browser.close();
    await close();
  }
  return figures;
}
