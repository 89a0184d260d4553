import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { agreementSignatures } from '../../db/schema/agreement';
import { accountExports } from '../../db/schema/account-exports';
import { apiKeys } from '../../db/schema/api-keys';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { dropFilings, drpRequests } from '../../db/schema/drp';
import {
  attorneyLinkUses,
  attorneyReferrals,
  courtCaseFindings,
  courtCases,
  courtDocuments,
} from '../../db/schema/court-records';
import { accounts, sessions, twoFactors, users } from '../../db/schema/identity';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../../db/schema/notifications';
import { checkouts, invoices, premiumLinks, subscriptions } from '../../db/schema/membership';
import { monitoringRuns, monthlyReports } from '../../db/schema/monitoring';
import { onboardingProgress, protectedProfiles } from '../../db/schema/onboarding';
import { profileConsents } from '../../db/schema/profile-consents';
import { userActivity, userAddresses, userProfiles } from '../../db/schema/profiles';
import {
  operatorAudit,
  operatorNotes,
  removalEvents,
  removalEvidence,
  removalRequests,
  takedownRequests,
} from '../../db/schema/requests';
import {
  agentAddresses,
  agentAuthorisations,
  inboundMail,
  runnerRuns,
  runnerSteps,
  runnerTasks,
} from '../../db/schema/runner';
import {
  searchCache,
  searchHistory,
  searchPreferences,
  searchResultEvents,
  searchResults,
  searchScans,
} from '../../db/schema/search';

/**
 * Every table that holds a member's rows, with the column that names the member and the fields
 * that are secrets (exported as withheld, never as values). Export and deletion work from this
 * list; a test checks it against the database, so a new table with a user_id must be added here.
 */
export type UserDataTable = { name: string; table: PgTable; owner: PgColumn; secrets: string[] };

export const USER_DATA_TABLES: UserDataTable[] = [
  { name: 'users', table: users, owner: users.id, secrets: [] },
  {
    name: 'accounts',
    table: accounts,
    owner: accounts.userId,
    secrets: ['password', 'accessToken', 'refreshToken', 'idToken'],
  },
  { name: 'sessions', table: sessions, owner: sessions.userId, secrets: ['token'] },
  { name: 'two_factors', table: twoFactors, owner: twoFactors.userId, secrets: ['secret', 'backupCodes'] },
  { name: 'user_profiles', table: userProfiles, owner: userProfiles.id, secrets: [] },
  { name: 'user_addresses', table: userAddresses, owner: userAddresses.userId, secrets: [] },
  { name: 'user_activity', table: userActivity, owner: userActivity.userId, secrets: [] },
  { name: 'notifications', table: notifications, owner: notifications.userId, secrets: [] },
  {
    name: 'notification_preferences',
    table: notificationPreferences,
    owner: notificationPreferences.userId,
    secrets: [],
  },
  { name: 'notification_deliveries', table: notificationDeliveries, owner: notificationDeliveries.userId, secrets: [] },
  {
    name: 'push_subscriptions',
    table: pushSubscriptions,
    owner: pushSubscriptions.userId,
    secrets: ['auth', 'p256dh'],
  },
  { name: 'search_results', table: searchResults, owner: searchResults.userId, secrets: [] },
  { name: 'search_result_events', table: searchResultEvents, owner: searchResultEvents.userId, secrets: [] },
  { name: 'search_scans', table: searchScans, owner: searchScans.userId, secrets: [] },
  { name: 'search_history', table: searchHistory, owner: searchHistory.userId, secrets: [] },
  { name: 'search_cache', table: searchCache, owner: searchCache.userId, secrets: [] },
  { name: 'search_preferences', table: searchPreferences, owner: searchPreferences.userId, secrets: [] },
  { name: 'takedown_requests', table: takedownRequests, owner: takedownRequests.userId, secrets: [] },
  { name: 'removal_requests', table: removalRequests, owner: removalRequests.userId, secrets: [] },
  { name: 'removal_events', table: removalEvents, owner: removalEvents.userId, secrets: [] },
  { name: 'removal_evidence', table: removalEvidence, owner: removalEvidence.userId, secrets: [] },
  { name: 'operator_audit', table: operatorAudit, owner: operatorAudit.userId, secrets: [] },
  // Operators' internal notes on the member's removals: never shown in the app, but the member's
  // right of access covers them, so the export has them under this name (decision 025).
  { name: 'operator_notes', table: operatorNotes, owner: operatorNotes.userId, secrets: [] },
  { name: 'agent_authorisations', table: agentAuthorisations, owner: agentAuthorisations.userId, secrets: [] },
  { name: 'agent_addresses', table: agentAddresses, owner: agentAddresses.userId, secrets: [] },
  // A parked run's cookies and storage at the site: never exported.
  { name: 'runner_runs', table: runnerRuns, owner: runnerRuns.userId, secrets: ['browserState'] },
  { name: 'runner_steps', table: runnerSteps, owner: runnerSteps.userId, secrets: [] },
  { name: 'runner_tasks', table: runnerTasks, owner: runnerTasks.userId, secrets: [] },
  // Mail at the agent address carries the sites' confirmation links: live until used, withheld.
  { name: 'inbound_mail', table: inboundMail, owner: inboundMail.userId, secrets: ['text', 'links'] },
  { name: 'subscriptions', table: subscriptions, owner: subscriptions.userId, secrets: [] },
  { name: 'invoices', table: invoices, owner: invoices.userId, secrets: [] },
  { name: 'checkouts', table: checkouts, owner: checkouts.userId, secrets: [] },
  // The signatures (the PDF's blob is named by its SHA-256; its bytes are downloaded on their own).
  { name: 'agreement_signatures', table: agreementSignatures, owner: agreementSignatures.userId, secrets: [] },
  { name: 'premium_links', table: premiumLinks, owner: premiumLinks.userId, secrets: [] },
  { name: 'protected_profiles', table: protectedProfiles, owner: protectedProfiles.userId, secrets: [] },
  // Consent for those profiles (issue 32 item 4); a pending link's token hash is withheld.
  { name: 'profile_consents', table: profileConsents, owner: profileConsents.userId, secrets: ['tokenHash'] },
  { name: 'onboarding_progress', table: onboardingProgress, owner: onboardingProgress.userId, secrets: [] },
  // The key's hash is as good as the key to nobody, but it is never shown anywhere: withheld.
  { name: 'api_keys', table: apiKeys, owner: apiKeys.userId, secrets: ['keyHash'] },
  // Court records (issue 15): the member's cases, the pages linked to them, referrals and documents.
  { name: 'court_cases', table: courtCases, owner: courtCases.userId, secrets: [] },
  { name: 'court_case_findings', table: courtCaseFindings, owner: courtCaseFindings.userId, secrets: [] },
  { name: 'attorney_referrals', table: attorneyReferrals, owner: attorneyReferrals.userId, secrets: [] },
  // Each use of the attorney's signed link (issue 32), shown to the member on the referral.
  { name: 'attorney_link_uses', table: attorneyLinkUses, owner: attorneyLinkUses.userId, secrets: [] },
  { name: 'court_documents', table: courtDocuments, owner: courtDocuments.userId, secrets: [] },
  // Monitoring (issue 17): the re-scan runs and the monthly reports.
  { name: 'monitoring_runs', table: monitoringRuns, owner: monitoringRuns.userId, secrets: [] },
  { name: 'monthly_reports', table: monthlyReports, owner: monthlyReports.userId, secrets: [] },
  // Exports made by the job (issue 33): the list is exported, the files themselves are copies.
  { name: 'account_exports', table: accountExports, owner: accountExports.userId, secrets: ['file'] },
  // Data Rights Protocol requests filed for the member, and their California DROP filing (issue 30).
  { name: 'drp_requests', table: drpRequests, owner: drpRequests.userId, secrets: ['callbackToken'] },
  { name: 'drop_filings', table: dropFilings, owner: dropFilings.userId, secrets: [] },
  // Answers kept a day for retried creates (decision 078): copies of rows exported above.
  { name: 'idempotency_keys', table: idempotencyKeys, owner: idempotencyKeys.userId, secrets: ['body'] },
];
