// `npm run ops:restore-check` (docs/deploy.md "Backups and restore", issue 19 part 5): a backup is
// only as good as its restore. On the PostgreSQL server of DATABASE_URL it creates a throwaway
// database, starts the app on it, signs a member up and has them sign the service agreement (whose
// PDF is an evidence blob), then backs up as docs/deploy.md says (pg_dump -Fc and a copy of the
// blob store), restores into a fresh database and a fresh blob folder, starts the app there and
// checks it serves the same data: the member signs in, same profile, same signature, the same PDF
// bytes. Prints one table and drops both databases. Needs pg_dump/pg_restore of the server's
// version on PATH (or PG_BIN naming their folder).
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '../apps/server/src/db/postgres';
import { freePort, startNode, stop, waitUntilOk } from '../bench/lib/process';

const SERVER_URL = process.env.DATABASE_URL;
const PREFIX = process.env.RESTORE_DB_PREFIX ?? 'cd_restore_';
const PASSWORD = 'Quiet-Harbor-Lantern-42';
const bin = (tool: string) => (process.env.PG_BIN ? path.join(process.env.PG_BIN, tool) : tool);

async function onServer(statement: string): Promise<void> {
  const admin = await openPostgres(SERVER_URL ?? '', { max: 1 });
  try {
    await admin.db.execute(statement);
  } finally {
    await admin.close();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

type Snapshot = { profile: string; signature: string; pdfSha256: string; pdfBytes: number; requests: string };

async function call(base: string, cookie: string, method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** What a member sees of their own data, for comparing before and after the restore. */
async function snapshot(base: string, cookie: string): Promise<Snapshot> {
  const profile = await (await call(base, cookie, 'GET', '/api/profile')).text();
  const agreement = (await (await call(base, cookie, 'GET', '/api/agreement')).json()) as {
    signature: { id: string } | null;
  };
  const id = agreement.signature?.id ?? '';
  const pdf = await call(base, cookie, 'GET', `/api/agreement/signatures/${id}/pdf`);
  if (pdf.status !== 200) throw new Error(`the signed PDF answered ${pdf.status}: ${await pdf.text()}`);
  const bytes = Buffer.from(await pdf.arrayBuffer());
  const requests = await (await call(base, cookie, 'GET', '/api/requests')).text();
  return {
    profile,
    signature: JSON.stringify(agreement.signature),
    pdfSha256: createHash('sha256').update(bytes).digest('hex'),
    pdfBytes: bytes.length,
    requests,
  };
}

async function startApp(env: Record<string, string>): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = startNode('apps/server/src/server.ts', { ...env, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilOk(`${base}/readyz`, 600_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { base, stop: () => stop(child) };
}

/** The member the check creates: signed up by email code, with the service agreement signed. */
async function signUpAndSign(base: string, email: string): Promise<string> {
  const signUp = await call(base, '', 'POST', '/api/identity/sign-up', {
    firstName: 'Jane',
    lastName: 'Doe',
    email,
    password: PASSWORD,
  });
  const { attemptId } = (await signUp.json()) as { attemptId: string };
  const outbox = (await (await fetch(`${base}/api/outbox?recipient=${encodeURIComponent(email)}`)).json()) as {
    messages: { body: string }[];
  };
  const code = outbox.messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const verify = await call(base, '', 'POST', '/api/identity/sign-up/verify-email', { attemptId, code });
  if (!verify.ok) throw new Error(`sign-up failed: ${verify.status}`);
  const cookie = cookieOf(verify);
  const agreement = (await (await call(base, cookie, 'GET', '/api/agreement')).json()) as { version: string };
  const signed = await call(base, cookie, 'POST', '/api/agreement/signatures', {
    version: agreement.version,
    typedName: 'Jane Doe',
    consents: { readAgreement: true, authoriseAgent: true, acceptFees: true },
  });
  if (!signed.ok) throw new Error(`signing failed: ${signed.status} ${await signed.text()}`);
  return cookie;
}

/** Where one run keeps its files, and the two throwaway databases. */
type Plan = {
  stamp: string;
  source: string;
  target: string;
  work: string;
  sourceData: string;
  targetData: string;
  dumpFile: string;
  env: Record<string, string>;
};

function makePlan(): Plan {
  const stamp = Date.now().toString(36);
  const work = mkdtempSync(path.join(tmpdir(), 'cd-restore-'));
  return {
    stamp,
    source: `${PREFIX}src_${stamp}`,
    target: `${PREFIX}dst_${stamp}`,
    work,
    sourceData: path.join(work, 'source-data'),
    targetData: path.join(work, 'restored-data'),
    dumpFile: path.join(work, 'cleardocket.dump'),
    // The same AUTH_SECRET and SECRETS_KEY after the restore (secrets kept apart from the backup:
    // docs/deploy.md); the secrets in the dump are sealed under the key (decision 075).
    env: {
      NODE_ENV: 'test',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      RUN_WORKERS: 'false',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
    },
  };
}

/** The backup as docs/deploy.md says, then the restore into a database and folder that never saw it. */
async function backUpAndRestore(plan: Plan, rows: [string, string][]): Promise<void> {
  // The backup: the database in PostgreSQL's custom format, and the blob store's files.
  execFileSync(bin('pg_dump'), ['--format=custom', '--no-owner', '--file', plan.dumpFile, databaseUrl(plan.source)]);
  cpSync(path.join(plan.sourceData, 'blobs'), path.join(plan.work, 'blobs-backup'), { recursive: true });
  rows.push(['backup', `pg_dump ${(statSync(plan.dumpFile).size / 1024).toFixed(0)} KB, blob store copied`]);

  await onServer(`create database ${plan.target}`);
  execFileSync(bin('pg_restore'), [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--dbname',
    databaseUrl(plan.target),
    plan.dumpFile,
  ]);
  cpSync(path.join(plan.work, 'blobs-backup'), path.join(plan.targetData, 'blobs'), { recursive: true });
  rows.push(['restore', 'pg_restore into a fresh database, blobs into a fresh DATA_DIR']);
}

/** On the restored app: the old session, the password, and the member's data compared with before. */
async function checkRestored(
  base: string,
  member: { cookie: string; email: string; before: Snapshot },
  rows: [string, string][],
): Promise<void> {
  rows.push(['start on the restore', '/readyz 200']);
  const stillSignedIn = (await call(base, member.cookie, 'GET', '/api/profile')).status;
  rows.push(['session from before the backup', stillSignedIn === 200 ? 'valid' : `HTTP ${stillSignedIn}`]);
  const signIn = await call(base, '', 'POST', '/api/identity/sign-in', { email: member.email, password: PASSWORD });
  rows.push(['sign-in with the password', signIn.ok ? 'ok' : `HTTP ${signIn.status}`]);
  const after = await snapshot(base, cookieOf(signIn));
  const same = (key: keyof Snapshot) => (member.before[key] === after[key] ? 'same' : 'DIFFERENT');
  rows.push(['profile', same('profile')]);
  rows.push(['signature', same('signature')]);
  rows.push(['requests list', same('requests')]);
  rows.push([
    'signed PDF (evidence blob)',
    `${same('pdfSha256')} (${after.pdfBytes} bytes, sha256 ${after.pdfSha256.slice(0, 12)}…)`,
  ]);
}

async function runCheck(plan: Plan, rows: [string, string][]): Promise<void> {
  const app = await startApp({ ...plan.env, DATABASE_URL: databaseUrl(plan.source), DATA_DIR: plan.sourceData });
  const email = `restore.${plan.stamp}@example.com`;
  let member: { cookie: string; email: string; before: Snapshot };
  try {
    const cookie = await signUpAndSign(app.base, email);
    member = { cookie, email, before: await snapshot(app.base, cookie) };
  } finally {
    await app.stop();
  }
  await backUpAndRestore(plan, rows);
  const restored = await startApp({ ...plan.env, DATABASE_URL: databaseUrl(plan.target), DATA_DIR: plan.targetData });
  try {
    await checkRestored(restored.base, member, rows);
  } finally {
    await restored.stop();
  }
}

async function main(): Promise<void> {
  if (!SERVER_URL) {
    console.error('Set DATABASE_URL to a PostgreSQL server the check may create two throwaway databases on.');
    process.exit(2);
  }
  const plan = makePlan();
  const rows: [string, string][] = [];
  await onServer(`create database ${plan.source}`);
  try {
    await runCheck(plan, rows);
  } finally {
    await onServer(`drop database if exists ${plan.source} with (force)`).catch(() => undefined);
    await onServer(`drop database if exists ${plan.target} with (force)`).catch(() => undefined);
    rmSync(plan.work, { recursive: true, force: true });
  }
  console.log('\nBackup and restore check');
  for (const [step, outcome] of rows) console.log(`  ${step.padEnd(34)} ${outcome}`);
  const failed = rows.filter(([, outcome]) => /DIFFERENT|HTTP/.test(outcome));
  console.log(failed.length === 0 ? 'restore check: passed' : `restore check: FAILED (${failed.length})`);
  process.exit(failed.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
