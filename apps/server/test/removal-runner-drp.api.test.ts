import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryForm } from '@cleardocket/domain/removal/playbook-families';
import { PLAYBOOKS } from '@cleardocket/domain/removal/playbooks';
import { removalEvents } from '../src/db/schema/requests';
import { drpRequests } from '../src/db/schema/drp';
import { startDrpBusiness } from './helpers/drp-business';
import {
  as,
  authorise,
  createRunnerApp,
  createRunnerMember,
  removalStatus,
  requestsFor,
  runOf,
  work,
} from './helpers/runner';
import type { TestApp } from './helpers/test-app';
import type { Replica } from './replicas/server';
import { ROUTE_REPLICAS } from './replicas/route-replicas';

/**
 * The runner takes the Data Rights Protocol route by itself (issue 30 item 2): a site whose request
 * page's origin publishes a DRP discovery document gets the member's request by API, signed as
 * their agent, and the web form is never opened; a DRP business that refuses us is said on the
 * timeline and the form is tried. Against the DRP stand-in on loopback (test/helpers/drp-business.ts).
 */
let app: TestApp;
let replica: Replica;
let accepting: Awaited<ReturnType<typeof startDrpBusiness>>;
let refusing: Awaited<ReturnType<typeof startDrpBusiness>>;

/** Two registry-form sites of the catalogue that no replica stands for. */
const [acceptingDomain, refusingDomain] = PLAYBOOKS.filter(
  (playbook) =>
    playbook.verifiedAgainst === 'registry-page' && !ROUTE_REPLICAS.some((item) => item.domain === playbook.domain),
)
  .slice(-2)
  .map((playbook) => playbook.domain);

beforeAll(async () => {
  ({ app, replica } = await createRunnerApp());
  accepting = await startDrpBusiness({ supportedActions: ['deletion', 'sale:opt_out'] });
  refusing = await startDrpBusiness({ supportedActions: ['deletion'] });
  const entry = (await app.inject({ method: 'GET', url: '/api/drp/agent' })).json();
  accepting.trustAgent(entry);
  for (const [domain, base] of [
    [acceptingDomain, accepting.base],
    [refusingDomain, refusing.base],
  ] as const)
    app.playbooks.use(registryForm({ domain: domain ?? '', url: `${base}/privacy`, sources: ['DRP stand-in'] }));
}, 120_000);

afterAll(async () => {
  await app.cleanup();
  await replica.close();
  await accepting.close();
  await refusing.close();
});

const notesOf = async (removalId: string) =>
  (await app.db.select().from(removalEvents).where(eq(removalEvents.removalRequestId, removalId))).map(
    (event) => `${event.kind}: ${event.note}`,
  );

describe('the runner’s DRP route', { timeout: 180_000 }, () => {
  it('sends through the Data Rights Protocol when the request page’s site speaks it, never opening the form', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'file-for-me');
    const [request] = await requestsFor(app, member, [`https://www.${acceptingDomain}/people/jane-doe`]);
    const removalId = request?.removal.id ?? '';
    const run = await runOf(app, removalId);
    expect(run?.state).toBe('queued');
    expect(await work(app, run?.id ?? '')).toBe('drp-route');
    expect((await runOf(app, removalId))?.state).toBe('rerouted');
    expect(await removalStatus(app, removalId)).toBe('submitted');
    const [sent] = await app.db.select().from(drpRequests).where(eq(drpRequests.removalRequestId, removalId));
    expect(sent).toMatchObject({ exercise: 'deletion', state: 'open' });
    expect(accepting.received().at(-1)).toMatchObject({ exercise: 'deletion', email: member.email });
    const notes = await notesOf(removalId);
    const routed = notes.find((note) => note.startsWith('route-drp:'));
    expect(routed).toMatch(
      /^route-drp: Sent through the Data Rights Protocol: .+ takes requests from agents by API, so your deletion request went to it directly, signed by us as your agent, instead of through its web form\.$/,
    );
    const takedown = request?.takedownId ?? '';
    const runs = await as(app, member, 'GET', `/api/removal-runner/requests/${takedown}`);
    expect(runs.json().runs.at(-1)).toMatchObject({
      state: 'rerouted',
      route: 'sent through the Data Rights Protocol, signed by us as your agent',
    });
    // The form page itself was never asked for: DRP was the whole route.
    expect(accepting.refusals).toEqual([]);
  });

  it('says on the timeline why a DRP business did not take the request, and tries the web form', async () => {
    const member = await createRunnerMember(app);
    await authorise(app, member, 'file-for-me');
    const [request] = await requestsFor(app, member, [`https://www.${refusingDomain}/people/jane-doe`]);
    const removalId = request?.removal.id ?? '';
    const run = await runOf(app, removalId);
    const outcome = await work(app, run?.id ?? '');
    expect(outcome).not.toBe('drp-route');
    expect(refusing.refusals).toContain('pair-wise set-up refused');
    const notes = await notesOf(removalId);
    expect(
      notes.some((note) =>
        note.startsWith(
          'route-drp-refused: The site speaks the Data Rights Protocol but did not take the request: The business refused the pair-wise key set-up (HTTP 403)',
        ),
      ),
    ).toBe(true);
    expect(notes.find((note) => note.startsWith('route-drp-refused'))).toContain(
      'We are filing through its web form instead.',
    );
    expect((await app.db.select().from(drpRequests).where(eq(drpRequests.removalRequestId, removalId))).length).toBe(0);
  });
});
