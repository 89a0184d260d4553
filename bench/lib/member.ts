/** Signs a member up through the API, reading the code from the outbox; returns the cookie. */
export async function createMember(base: string): Promise<{ id: string; cookie: string; email: string }> {
  const email = `bench.${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/identity/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Member', email, password: 'Quiet-Harbor-Lantern-42' }),
  });
  const { attemptId } = (await signUp.json()) as { attemptId: string };
  const outbox = (await (await fetch(`${base}/api/outbox?recipient=${encodeURIComponent(email)}`)).json()) as {
    messages: { body: string }[];
  };
  const code = outbox.messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
  const verify = await fetch(`${base}/api/identity/sign-up/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ attemptId, code }),
  });
  const cookie = verify.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('benchmark member could not sign in');
  return { id: attemptId, cookie, email };
}

/**
 * Adds facts to the member's own profile, as a member would on its page before searching for
 * them: the server scans only a profile's own names, numbers and addresses (issue 17).
 */
export async function addToOwnProfile(
  base: string,
  member: { cookie: string },
  facts: Partial<Record<'otherNames' | 'companies' | 'caseNumbers' | 'phones' | 'emails' | 'addresses', string[]>>,
): Promise<void> {
  const headers = { 'content-type': 'application/json', cookie: member.cookie, origin: base };
  const list = (await (await fetch(`${base}/api/protected-profiles`, { headers })).json()) as {
    profiles: { id: string; kind: string }[];
  };
  let self = list.profiles.find((profile) => profile.kind === 'self');
  if (!self) {
    const made = await fetch(`${base}/api/protected-profiles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ kind: 'self' }),
    });
    if (made.status !== 201) throw new Error(`own profile: ${made.status} ${await made.text()}`);
    self = (await made.json()) as { id: string; kind: string };
  }
  const url = `${base}/api/search/profiles/${self.id}/facts`;
  const current = (await (await fetch(url, { headers })).json()) as { facts: Record<string, unknown> };
  const next: Record<string, unknown> = { ...current.facts };
  for (const [fact, values] of Object.entries(facts)) {
    next[fact] = [...((current.facts[fact] as string[] | undefined) ?? []), ...values];
  }
  const saved = await fetch(url, { method: 'PUT', headers, body: JSON.stringify(next) });
  if (saved.status !== 200) throw new Error(`own profile facts: ${saved.status} ${await saved.text()}`);
}

/** Makes a read API key for the member (Settings → API keys), as a member would. */
export async function createKey(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/api/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({ name: 'bench', scope: 'read' }),
  });
  if (response.status !== 201) throw new Error(`API key: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { secret: string }).secret;
}
