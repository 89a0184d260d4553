/**
 * What account deletion does to each table of the schema (issue 32): `deleted` (the member's rows
 * go: by the users row's cascade, or by their email, phone or id), `anonymised` (rows stay with the
 * member's traces removed) or `not personal` (no row is a member's). deletion.security.test.ts
 * reads the schema: a new table fails it until it is classified here.
 */
type Deletion = 'deleted' | 'anonymised' | 'not personal';

export const DELETION_OF_TABLE: Record<string, Deletion> = {
  users: 'deleted',
  user_profiles: 'deleted',
  accounts: 'deleted',
  sessions: 'deleted',
  verifications: 'deleted',
  two_factors: 'deleted',
  user_addresses: 'deleted',
  user_activity: 'deleted',
  onboarding_progress: 'deleted',
  protected_profiles: 'deleted',
  profile_consents: 'deleted',
  api_keys: 'deleted',
  idempotency_keys: 'deleted',
  account_exports: 'deleted',
  agreement_signatures: 'deleted',
  subscriptions: 'deleted',
  invoices: 'deleted',
  checkouts: 'deleted',
  premium_links: 'deleted',
  notifications: 'deleted',
  notification_preferences: 'deleted',
  notification_deliveries: 'deleted',
  push_subscriptions: 'deleted',
  // Messages to the member's email or phone, about the member (about_user_id), or quoting them.
  outbox_messages: 'deleted',
  contact_messages: 'deleted',
  // A visitor's assessment lead under the member's email, or claimed by their account.
  assessment_leads: 'deleted',
  assessment_lead_results: 'deleted',
  // Counters whose key holds the member's id.
  rate_limit_hits: 'deleted',
  search_results: 'deleted',
  search_result_events: 'deleted',
  search_scans: 'deleted',
  search_history: 'deleted',
  search_cache: 'deleted',
  search_preferences: 'deleted',
  takedown_requests: 'deleted',
  removal_requests: 'deleted',
  removal_events: 'deleted',
  removal_evidence: 'deleted',
  operator_audit: 'deleted',
  operator_notes: 'deleted',
  agent_authorisations: 'deleted',
  agent_addresses: 'deleted',
  runner_runs: 'deleted',
  runner_steps: 'deleted',
  runner_tasks: 'deleted',
  inbound_mail: 'deleted',
  court_cases: 'deleted',
  court_case_findings: 'deleted',
  attorney_referrals: 'deleted',
  attorney_link_uses: 'deleted',
  referral_events: 'deleted',
  court_documents: 'deleted',
  monitoring_runs: 'deleted',
  monthly_reports: 'deleted',
  drp_requests: 'deleted',
  drop_filings: 'deleted',
  // The partner attorneys' directory, businesses, the registry, provider slots, operator secrets,
  // settings, webhook ids and crash reports (which carry no user id by design).
  partner_attorneys: 'not personal',
  drp_businesses: 'not personal',
  registry_routes: 'not personal',
  search_provider_slots: 'not personal',
  secrets: 'not personal',
  app_settings: 'not personal',
  payment_events: 'not personal',
  error_reports: 'not personal',
};

/** Columns that name a blob in the blob store by its SHA-256: each is a blob kind. */
export const BLOB_COLUMNS = [
  'removal_evidence.sha256',
  'removal_evidence.screenshot_sha256',
  'runner_steps.screenshot_sha256',
  'runner_tasks.screenshot_sha256',
  'agreement_signatures.pdf_sha256',
  'court_documents.sha256',
  'monthly_reports.pdf_sha256',
];

/** Columns that hold a SHA-256 of something that is not stored as a blob (the agreement's text). */
export const HASH_ONLY_COLUMNS = ['agreement_signatures.text_sha256'];
