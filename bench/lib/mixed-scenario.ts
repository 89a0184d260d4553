import type { Operation } from './open-load';
import type { SeededMember } from './population';

/*
 * bench/load.ts's mixed scenario: the members it signs up through the API, the check that every
 * list is paged, and the operations it sends in the shares of a member's day.
 */

/** Members whose request list is read: each has 1,000 requests. */
export const REQUESTS_EACH = 1_000;
const PASSWORD = 'Quiet-Harbor-Lantern-42';

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify(body),
  });
}

/** Members with a password, signed up and verified through the API as a person would. */
export async function signUpMembers(base: string, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `load.${i}.${Date.now().toString(36)}@example.com`;
    const signUp = await postJson(`${base}/api/identity/sign-up`, {
      firstName: 'Load',
      lastName: 'Member',
      email,
      password: PASSWORD,
    });
    const { attemptId } = (await signUp.json()) as { attemptId: string };
    const outbox = (await (await fetch(`${base}/api/outbox?recipient=${encodeURIComponent(email)}`)).json()) as {
      messages: { body: string }[];
    };
    const code = outbox.messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const verify = await postJson(`${base}/api/identity/sign-up/verify-email`, { attemptId, code });
    if (!verify.ok) throw new Error(`load member ${i} could not verify: ${verify.status}`);
    emails.push(email);
  }
  return emails;
}

/** Every list a member reads comes a page at a time (issue 19): asked without a page, each says so. */
export async function checkPaging(base: string, member: SeededMember): Promise<string[]> {
  const lists = [
    { path: '/api/requests', key: 'requests', expectTotal: REQUESTS_EACH },
    { path: `/api/users/${member.id}/notifications`, key: 'notifications' },
    { path: '/api/search/results', key: 'results' },
  ];
  const lines: string[] = [];
  for (const list of lists) {
    const response = await fetch(`${base}${list.path}`, { headers: { cookie: member.cookie } });
    const body = (await response.json()) as Record<string, unknown>;
    const items = body[list.key];
    const count = Array.isArray(items) ? items.length : -1;
    const paged = typeof body.total === 'number' && typeof body.pageSize === 'number' && count <= body.pageSize;
    const complete = list.expectTotal === undefined || body.total === list.expectTotal;
    lines.push(
      `${list.path.replace(member.id, ':userId')}: ${paged && complete ? 'paged' : 'NOT PAGED'} (${count} of ${String(body.total)}, page size ${String(body.pageSize)})`,
    );
  }
  return lines;
}

type Share = (part: number) => number;

const pick = (from: SeededMember[]) => from[Math.floor(Math.random() * from.length)] as SeededMember;

/** The reads a member's open tabs make all day: the unread count, notifications, results, requests. */
function readOperations(share: Share, members: SeededMember[], listMembers: SeededMember[]): Operation[] {
  return [
    {
      name: 'unread count (poll)',
      rate: share(0.4),
      request: () => {
        const member = pick(members);
        return {
          method: 'GET',
          path: `/api/users/${member.id}/notifications/unread-count`,
          headers: { cookie: member.cookie },
        };
      },
    },
    {
      name: 'notifications page (poll)',
      rate: share(0.2),
      request: () => {
        const member = pick(members);
        return {
          method: 'GET',
          path: `/api/users/${member.id}/notifications?page=1&pageSize=20`,
          headers: { cookie: member.cookie },
        };
      },
    },
    {
      name: 'search results page',
      rate: share(0.17),
      request: () => {
        const member = pick(members);
        return { method: 'GET', path: `/api/search/results?page=1&pageSize=20`, headers: { cookie: member.cookie } };
      },
    },
    {
      name: 'request list page (1,000 requests)',
      rate: share(0.2),
      request: () => {
        const member = pick(listMembers);
        const page = 1 + Math.floor(Math.random() * 10);
        return { method: 'GET', path: `/api/requests?page=${page}&pageSize=100`, headers: { cookie: member.cookie } };
      },
    },
  ];
}

/** What a member does now and then: hold the notification stream open, sign in, start a scan. */
function actionOperations(share: Share, members: SeededMember[], emails: string[]): Operation[] {
  return [
    {
      name: 'notification stream (open, held 5 s)',
      rate: share(0.01),
      holdMs: 5_000,
      request: () => {
        const member = pick(members);
        return {
          method: 'GET',
          path: `/api/users/${member.id}/notifications/stream`,
          headers: { cookie: member.cookie },
        };
      },
    },
    {
      name: 'sign-in (password)',
      rate: share(0.005),
      request: (i) => ({
        method: 'POST',
        path: '/api/identity/sign-in',
        body: JSON.stringify({ email: emails[i % emails.length], password: PASSWORD }),
      }),
    },
    {
      name: 'scan start',
      rate: share(0.015),
      request: () => {
        const member = pick(members);
        // Their own name: a term of no profile is refused (issue 17).
        return {
          method: 'POST',
          path: '/api/search/scans',
          headers: { cookie: member.cookie },
          body: JSON.stringify({ type: 'name', term: member.name }),
        };
      },
    },
  ];
}

/** The scenario's operations at `rate` requests a second in all, in the shares of a member's day. */
export function scenario(
  rate: number,
  members: SeededMember[],
  listMembers: SeededMember[],
  emails: string[],
): Operation[] {
  const share = (part: number) => Math.max(1, Math.round(rate * part));
  return [...readOperations(share, members, listMembers), ...actionOperations(share, members, emails)];
}
