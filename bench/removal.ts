import { PlaybookSchema } from '@cleardocket/domain/removal/playbook';
import type { Playbook } from '@cleardocket/domain/removal/playbook';
import { registryForm } from '@cleardocket/domain/removal/playbook-families';
import type { BrowserPool } from '../apps/server/src/lib/browser/chromium';
import { executePlaybook } from '../apps/server/src/modules/removal-runner/runner/execute';
import type { RunIO, RunResult } from '../apps/server/src/modules/removal-runner/runner/execute';
import type { Facts } from '../apps/server/src/modules/removal-runner/runner/steps';
import { ROUTE_REPLICAS, wrongFields } from '../apps/server/test/replicas/route-replicas';
import type { Ending, RouteReplica } from '../apps/server/test/replicas/route-replicas';
import type { Replica } from '../apps/server/test/replicas/server';
import { startReplicaBrowser } from './lib/replica-browser';

/**
 * `npm run bench:removal` (issue 30 "Tests and figures"): drives every route replica in Chromium
 * with the catalogue's own registry playbook and prints per route: runs, completed without a person,
 * handed to a person, unsafe sends (sent while a CAPTCHA or an empty required field was there),
 * false claims (submitted without the site receiving a complete request, or a route the page does
 * not offer) and wrong data (a value in a field that does not mean it, a box that should stay
 * clear). The last three must be 0; the process exits 1 otherwise.
 */
const FACTS: Facts = {
  firstName: 'Bench',
  lastName: 'Member',
  fullName: 'Bench Member',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  street: '12 Elm Street',
  birthYear: '1984',
  email: 'm-000000000000@agent.cleardocket.example',
  listingUrl: 'https://www.example-people.com/bench-member',
};

type Run = { reached: 'submitted' | 'confirmed' | null; result: RunResult; detail: string };

async function runOne(pool: BrowserPool, playbook: Playbook): Promise<Run> {
  let reached: Run['reached'] = null;
  const details: string[] = [];
  const io: RunIO = {
    playbook,
    facts: FACTS,
    startAt: 0,
    reachedBefore: null,
    browserState: null,
    shouldStop: async () => false,
    findMail: async () => null,
    logStep: async (entry) => {
      if (entry.detail) details.push(entry.detail);
      return null;
    },
    reached: async (mark) => {
      reached = mark;
    },
    acting: async () => true,
  };
  const result = await executePlaybook(pool, io, { stepTimeoutMs: 20_000, runTimeoutMs: 150_000, allowLoopback: true });
  return { reached, result, detail: details.join(' | ') };
}

/** How the run ended, in the replica table's words. */
function endingOf(run: Run): Ending | 'failed' {
  const { result } = run;
  if (run.reached) return 'submitted';
  if (result.outcome === 'email-route') return 'email';
  if (result.outcome === 'wait-person') return result.need === 'captcha' ? 'captcha' : 'missing-detail';
  if (result.outcome === 'failed') return 'none';
  return 'failed';
}

type Tally = { runs: number; completed: number; person: number; unsafe: number; falseClaims: number; wrong: number };

function judge(replica: RouteReplica, run: Run, state: Replica['state']) {
  const events = state.events.filter((event) => event.flow === `rt-${replica.shape}`);
  const sent = events.filter((event) => event.what === 'sent');
  const missing = events.filter((event) => event.what === 'missing');
  const ending = endingOf(run);
  const text = run.result.outcome === 'failed' || run.result.outcome === 'email-route' ? run.result.detail : run.detail;
  const said = run.result.outcome === 'wait-person' ? run.result.instructions : text;
  const unsafe =
    missing.length + (replica.ending === 'captcha' || replica.ending === 'missing-detail' ? sent.length : 0);
  const claimedWrongly =
    (run.reached !== null && (sent.length === 0 || missing.length > 0)) ||
    (run.result.outcome === 'email-route' && !(replica.says && run.result.address.includes(replica.says)));
  const wrong = sent.flatMap((event) => wrongFields(replica, JSON.parse(event.value) as Record<string, string>, FACTS));
  const expected = ending === replica.ending && (!replica.says || said.includes(replica.says));
  return { ending, unsafe, falseClaim: claimedWrongly ? 1 : 0, wrong, expected, said };
}

async function main() {
  const { replica, pool, close } = await startReplicaBrowser();
  const tallies = new Map<string, Tally>();
  const surprises: string[] = [];
  try {
    for (const item of ROUTE_REPLICAS) {
      const playbook = PlaybookSchema.parse(
        registryForm({
          domain: item.domain,
          url: `${replica.base}${item.path}`,
          sources: [`route replica ${item.shape}`],
        }),
      );
      const run = await runOne(pool, playbook);
      const verdict = judge(item, run, replica.state);
      const tally = tallies.get(item.route) ?? {
        runs: 0,
        completed: 0,
        person: 0,
        unsafe: 0,
        falseClaims: 0,
        wrong: 0,
      };
      tally.runs++;
      if (verdict.ending === 'submitted' || verdict.ending === 'email') tally.completed++;
      else tally.person++;
      tally.unsafe += verdict.unsafe;
      tally.falseClaims += verdict.falseClaim;
      tally.wrong += verdict.wrong.length;
      tallies.set(item.route, tally);
      const line = `${item.shape}: ${verdict.ending} — ${verdict.said.slice(0, 220)}`;
      console.log(line);
      if (!verdict.expected)
        surprises.push(
          `${item.shape}: expected ${item.ending}${item.says ? ` saying "${item.says}"` : ''}, got ${verdict.ending}`,
        );
      for (const wrong of verdict.wrong) surprises.push(`${item.shape}: wrong data ${wrong}`);
    }
  } finally {
    await close();
  }
  const rows = [...tallies].map(([route, tally]) => ({ route, ...tally }));
  const total = rows.reduce(
    (sum, row) => ({
      route: 'all',
      runs: sum.runs + row.runs,
      completed: sum.completed + row.completed,
      person: sum.person + row.person,
      unsafe: sum.unsafe + row.unsafe,
      falseClaims: sum.falseClaims + row.falseClaims,
      wrong: sum.wrong + row.wrong,
    }),
    { route: 'all', runs: 0, completed: 0, person: 0, unsafe: 0, falseClaims: 0, wrong: 0 },
  );
  console.log(
    '\nroute     runs  completed-without-a-person  handed-to-a-person  unsafe-sends  false-claims  wrong-data',
  );
  for (const row of [...rows, total])
    console.log(
      `${row.route.padEnd(9)} ${String(row.runs).padStart(4)}  ${String(row.completed).padStart(26)}  ${String(row.person).padStart(18)}  ${String(row.unsafe).padStart(12)}  ${String(row.falseClaims).padStart(12)}  ${String(row.wrong).padStart(10)}`,
    );
  console.log(
    'email: "completed" means the removal went the letter path to the page\'s own address; the letter is sent once the member authorises it (decision 059).',
  );
  if (surprises.length > 0)
    console.log(`\nNot as the replica expects (${surprises.length}):\n- ${surprises.join('\n- ')}`);
  if (total.unsafe + total.falseClaims + total.wrong > 0) process.exitCode = 1;
}

await main();
