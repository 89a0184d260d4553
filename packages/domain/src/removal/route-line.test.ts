import { describe, expect, it } from 'vitest';
import { routeLine } from './route-line';
import type { RouteLineInput } from './route-line';

const base: RouteLineInput = {
  method: 'web-form',
  optOutEmail: null,
  emailSentAt: null,
  respondBy: null,
  run: null,
  openTask: null,
};
const run = (
  state: NonNullable<RouteLineInput['run']>['state'],
  route: string | null = null,
  failure: string | null = null,
) => ({
  state,
  route,
  failure,
});

describe('routeLine', () => {
  it('says a letter was written to the address, when, and the law’s deadline', () => {
    expect(
      routeLine({
        ...base,
        method: 'email',
        optOutEmail: 'privacy@acme.com',
        emailSentAt: '2026-12-03T12:00:00.000Z',
        respondBy: '2027-01-17T12:00:00.000Z',
      }),
    ).toBe('Written to privacy@acme.com on 3 Dec; the law gives them until 17 Jan.');
    expect(routeLine({ ...base, method: 'email', optOutEmail: 'privacy@acme.com' })).toBe(
      'Written to privacy@acme.com; it is sent once you authorise it.',
    );
  });

  it('names the route a filed form took, and the Data Rights Protocol', () => {
    expect(routeLine({ ...base, run: run('submitted', 'sent through the site’s privacy portal (OneTrust)') })).toBe(
      'Sent through the site’s privacy portal (OneTrust).',
    );
    expect(
      routeLine({ ...base, run: run('rerouted', 'sent through the Data Rights Protocol, signed by us as your agent') }),
    ).toBe('Sent through the Data Rights Protocol, signed by us as your agent.');
  });

  it('says who the run waits for and why, and what stopped it', () => {
    expect(
      routeLine({ ...base, run: run('waiting-for-person'), openTask: { kind: 'captcha', assignee: 'member' } }),
    ).toBe('Waiting for you: the site asks for a CAPTCHA.');
    expect(
      routeLine({ ...base, run: run('waiting-for-person'), openTask: { kind: 'id-upload', assignee: 'operator' } }),
    ).toBe('Waiting for our team: the site asks for an ID document.');
    expect(
      routeLine({ ...base, run: run('needs-attention', null, 'The page no longer exists (the site answers 404).') }),
    ).toBe('Handed to our team: The page no longer exists (the site answers 404).');
    expect(routeLine({ ...base, run: run('queued') })).toBe('Being filed through the site’s web form.');
    expect(routeLine(base)).toBeNull();
  });
});
