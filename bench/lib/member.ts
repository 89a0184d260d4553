/** Signs a member up through the API, reading the code from the outbox; returns the cookie. */
export async function createMember(base: string): Promise<{ id: string; cookie: string }> {
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
  return { id: attemptId, cookie };
}
