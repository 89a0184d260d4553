import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { addMinutes } from 'date-fns';
import { LEAD_CONSENT, LEAD_MESSAGES, leadExpiresAt } from '@cleardocket/domain/assessment/lead';
import type { LeadBody } from '@cleardocket/domain/assessment/contract';
import { countFindings, previewFindings, removalPaths } from '@cleardocket/domain/assessment/mask';
import type { LeadFacts } from '@cleardocket/domain/assessment/mask';
import { toAssessmentAnswers } from '@cleardocket/domain/assessment/assess';
import { classifyResult, storedFields } from '@cleardocket/domain/search/classify';
import type { MatchProfile } from '@cleardocket/domain/search/match';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { HousekeepingTask } from '../../jobs/housekeeping';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { SearchProviders } from '../../providers/search';
import { withLeadFacts } from '@cleardocket/domain/assessment/lead-facts';
import { selfProfile } from '../protected-profiles/service';
import { profileFacts, updateProfileFacts } from '../protected-profiles/facts-service';
import { importScan, searchOnce } from '../search/service';
import type { MailTransport } from '../../providers/messaging/transports';
import { leadCodeEmail } from './messages';
import * as repository from './repository';
import type { LeadResultRow, LeadRow, NewLeadResult } from './repository';

/**
 * The free assessment's leads (issue 16 step 1, decision 022): stored with consent, scanned once
 * with the configured provider, previewed masked, deleted when they expire, and turned into the
 * member's first scan when the visitor signs up with the same email and verifies it.
 */
export const LEAD_SCAN_JOB = 'assessment-lead-scan';
/** The httpOnly cookie that carries the lead's token to sign-up (its prefix puts it under the CSRF check). */
const LEAD_COOKIE = 'cleardocket.lead';

type CreateDeps = { db: Db; jobs: JobQueue; searchProviders: SearchProviders; mail: MailTransport };
type ScanDeps = { db: Db; searchProviders: SearchProviders; log: FastifyBaseLogger };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An optional field: trimmed, or null when blank. */
const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export type CreatedLead = { token: string; expiresAt: Date };

/** How long the emailed code works. */
const LEAD_CODE_MINUTES = 30;

/**
 * Sends a new code to the lead's email. Nobody learns anything about a named person's records
 * until they prove they read that mailbox (issue 32 item 4): the scan waits for the code.
 */
async function sendLeadCode(deps: Pick<CreateDeps, 'db' | 'mail'>, lead: LeadRow, now: Date): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repository.replaceLeadCode(deps.db, lead.id, hashToken(code), addMinutes(now, LEAD_CODE_MINUTES));
  await deps.mail.send(await leadCodeEmail(lead.email, code));
}

/**
 * Stores the lead with its consent and emails it a code; the scan is queued once the code comes
 * back (`verifyLead`). The token is returned once, only its hash is kept.
 */
export async function createLead(
  deps: CreateDeps,
  body: Omit<LeadBody, 'consent'>,
  consentIp: string,
  now = new Date(),
): Promise<CreatedLead> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = leadExpiresAt(now);
  const lead = await repository.insertLead(deps.db, {
    tokenHash: hashToken(token),
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    city: blankToNull(body.city),
    state: body.answers.state,
    caseNumber: blankToNull(body.caseNumber),
    email: body.email.trim().toLowerCase(),
    answers: body.answers,
    consentText: LEAD_CONSENT.text,
    consentVersion: LEAD_CONSENT.version,
    consentedAt: now,
    consentIp,
    status: 'unverified',
    provider: deps.searchProviders.active.id,
    createdAt: now,
    expiresAt,
  });
  await sendLeadCode(deps, lead, now);
  return { token, expiresAt };
}

/** The code from the email: the lead's scan starts. Entering it again changes nothing. */
export async function verifyLead(deps: CreateDeps, token: string, code: string, now = new Date()): Promise<void> {
  const lead = await liveLead(deps.db, token, now);
  if (lead.status !== 'unverified') return;
  const stored = await repository.findLeadCode(deps.db, lead.id, now);
  const given = Buffer.from(hashToken(code.trim()));
  if (!stored || stored.length !== given.length || !timingSafeEqual(Buffer.from(stored), given)) {
    throw new AppError('invalid_code', LEAD_MESSAGES.wrongCode, 400);
  }
  await repository.deleteLeadCode(deps.db, lead.id);
  await repository.updateLead(deps.db, lead.id, { status: 'queued' });
  await deps.jobs.send(LEAD_SCAN_JOB, { leadId: lead.id }, { singletonKey: lead.id });
}

/** A new code for a lead still waiting for one (the first one expired or went astray). */
export async function resendLeadCode(deps: CreateDeps, token: string, now = new Date()): Promise<void> {
  const lead = await liveLead(deps.db, token, now);
  if (lead.status === 'unverified') await sendLeadCode(deps, lead, now);
}

function factsOf(lead: LeadRow): LeadFacts {
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    city: lead.city,
    caseNumber: lead.caseNumber,
  };
}

/** What a lead's scan searches: the name, and the case number when given. */
function termsOf(lead: LeadRow) {
  return [
    { type: 'name' as const, term: `${lead.firstName} ${lead.lastName}` },
    ...(lead.caseNumber ? [{ type: 'case' as const, term: lead.caseNumber }] : []),
  ];
}

function profileOf(lead: LeadRow): MatchProfile {
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    places: lead.city ? [{ city: lead.city, state: lead.state ?? '' }] : [],
    emails: [lead.email],
    caseNumbers: lead.caseNumber ? [lead.caseNumber] : [],
  };
}

/**
 * Works a lead's scan (the job): its name, and its case number when given, with the configured
 * provider; each result classified with what the visitor told us (name, city and state, email,
 * case number). Safe to run again: the results are replaced.
 */
export async function runLeadScan(deps: ScanDeps, leadId: string): Promise<void> {
  const lead = await repository.findLead(deps.db, leadId);
  if (!lead || lead.status !== 'queued') return;
  await repository.updateLead(deps.db, leadId, { status: 'running' });
  try {
    const profile = profileOf(lead);
    const terms = termsOf(lead);
    const now = new Date();
    const seen = new Set<string>();
    const rows: NewLeadResult[] = [];
    let provider = lead.provider;
    let usedMockData = false;
    for (const scan of terms) {
      const fetched = await searchOnce(deps, scan.type, scan.term);
      provider = fetched.provider;
      usedMockData ||= fetched.usedMockData;
      for (const raw of fetched.results) {
        if (!/^https?:\/\//i.test(raw.url) || seen.has(raw.url)) continue;
        seen.add(raw.url);
        const c = classifyResult(raw, profile, { now, scan });
        rows.push({ ...storedFields(raw, c), searchTerm: scan.term, searchType: scan.type });
      }
    }
    await repository.replaceResults(deps.db, leadId, rows);
    await repository.updateLead(deps.db, leadId, { status: 'done', provider, usedMockData, finishedAt: new Date() });
  } catch (error) {
    deps.log.error({ err: error, leadId }, 'assessment scan failed');
    await repository.updateLead(deps.db, leadId, { status: 'failed', finishedAt: new Date() });
  }
}

/** The answers as the contract took them (read back through the domain's reader). */
function storedAnswers(lead: LeadRow) {
  const answers = toAssessmentAnswers(lead.answers);
  if (!answers) throw new Error(`lead ${lead.id} has no answers`);
  return answers;
}

async function liveLead(db: Db, token: string, now: Date): Promise<LeadRow> {
  const lead = await repository.findLiveLeadByToken(db, hashToken(token), now);
  if (!lead) throw new AppError('not_found', LEAD_MESSAGES.notFound, 404);
  return lead;
}

/** The anonymous preview: counts, the first findings masked here, the removal path per kind found. */
export async function getPreview(db: Db, token: string, now = new Date()) {
  const lead = await liveLead(db, token, now);
  // Not even the state of the scan before the email is proven: there is none yet.
  if (lead.status === 'unverified') return { status: 'needs_code' as const, expiresAt: lead.expiresAt };
  const results = lead.status === 'done' ? await repository.listResults(db, lead.id) : [];
  const counts = countFindings(results);
  return {
    status: lead.status === 'queued' || lead.status === 'running' ? ('running' as const) : lead.status,
    expiresAt: lead.expiresAt,
    answers: storedAnswers(lead),
    ...counts,
    findings: previewFindings(results, factsOf(lead)),
    removalPaths: removalPaths(counts),
  };
}

/** The lead's own name and email, for the browser holding its cookie (sign-up fills them in). */
export async function ownLead(db: Db, token: string | null, now = new Date()) {
  if (!token) return null;
  const lead = await repository.findLiveLeadByToken(db, hashToken(token), now);
  return lead ? { firstName: lead.firstName, lastName: lead.lastName, email: lead.email } : null;
}

/** The lead token in a Cookie header, or null. */
export function readLeadCookie(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === LEAD_COOKIE) return part.slice(index + 1).trim() || null;
  }
  return null;
}

/** The Set-Cookie value that hands the token to this browser until the lead expires. */
export function leadCookie(token: string, expiresAt: Date, secure: boolean, now = new Date()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return `${LEAD_COOKIE}=${token}; Path=/api; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Sign-up with a lead's token: when the new account's email is the lead's (case-insensitive), the
 * lead is set aside for it; its findings move once the email is verified (`convertClaimedLeads`).
 * Another email leaves the lead alone. Returns whether the lead was claimed.
 */
export async function claimLead(db: Db, token: string, userId: string, email: string, now = new Date()) {
  const lead = await repository.findLiveLeadByToken(db, hashToken(token), now);
  if (!lead || lead.email !== email.trim().toLowerCase()) return false;
  await repository.updateLead(db, lead.id, { claimedBy: userId });
  return true;
}

function toImported(row: LeadResultRow) {
  return {
    url: row.url,
    title: row.title,
    snippet: row.snippet,
    source: row.source,
    severity: row.severity,
    category: row.category,
    method: row.method,
    siteName: row.siteName,
    priority: row.priority,
    matchScore: row.matchScore,
    matchLabel: row.matchLabel,
    matchReasons: row.matchReasons,
    found: row.found,
  };
}

/**
 * The member proved the email: each lead they claimed becomes their scans (one per term the lead
 * searched), and the lead and its own rows are deleted. A lead still scanning is left for the
 * member's own searches; it expires like any other. Returns how many leads were converted.
 */
export async function convertClaimedLeads(db: Db, userId: string, now = new Date()): Promise<number> {
  const leads = await repository.listLiveClaimedLeads(db, userId, now);
  let converted = 0;
  for (const lead of leads) {
    if (lead.status !== 'done') continue;
    await keepLeadFacts(db, userId, lead);
    const results = await repository.listResults(db, lead.id);
    const terms = termsOf(lead);
    for (const scan of terms) {
      const found = results.filter((row) => row.searchType === scan.type && row.searchTerm === scan.term);
      await importScan(
        db,
        userId,
        { ...scan, provider: lead.provider, usedMockData: lead.usedMockData, at: lead.finishedAt ?? now },
        found.map(toImported),
      );
    }
    await repository.deleteLead(db, lead.id);
    converted += 1;
  }
  return converted;
}

/** The city, state and case number the visitor gave become the member's own facts (issue 31 part 1). */
async function keepLeadFacts(db: Db, userId: string, lead: LeadRow) {
  const self = await selfProfile(db, userId);
  const { facts } = await profileFacts(db, userId, self.profile.id);
  const merged = withLeadFacts(facts, lead);
  if (merged !== facts) await updateProfileFacts(db, userId, self.profile.id, merged);
}

/** Expired leads and their findings are deleted (decision 022). */
export const leadHousekeeping: HousekeepingTask = {
  name: 'assessment-leads',
  run: (db, now) => repository.deleteExpiredLeads(db, now),
};
