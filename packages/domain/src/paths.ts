/**
 * Every page of the product (spec §2), in one place for both sides: the web's components link
 * with `paths.x.getHref()` (through apps/web/app/config/paths.ts), and the server builds the links
 * it puts into notifications and emails with the same functions. Never a string of one's own.
 */
export type StaticPath = { path: string; getHref: () => string };

function page(path: string): StaticPath {
  return { path, getHref: () => path };
}

/** A path a signed-out visitor is sent from, carried as `from` so sign-in can return there. */
function withFrom(path: string) {
  return {
    path,
    getHref: (from?: string) => (from ? `${path}?from=${encodeURIComponent(from)}` : path),
  };
}

export const paths = {
  home: page('/'),

  // Identity (spec §2 "Public routes")
  login: withFrom('/login'),
  loginLegacy: withFrom('/login-legacy'),
  signup: page('/signup'),
  signupLegacy: page('/signup-legacy'),
  forgotPassword: page('/forgot-password'),
  /** Where a family member or business answers a member's request for consent (issue 32 item 4). */
  profileConsent: page('/profile-consent'),
  /** Stopping one kind of email from its link (issue 31 part 6): a page with a button, never on GET. */
  unsubscribe: page('/unsubscribe'),
  /** Where a deleted account's member lands: the confirmation, no promotion (issue 31 part 7). */
  accountDeleted: page('/account-deleted'),
  unauthorizedSignIn: page('/unauthorized-sign-in'),
  verify: page('/verify'),
  verifyCode: page('/verify-code'),
  verifyEmail: page('/verify-email'),
  sampleReport: page('/sample-report'),
  coverage: page('/coverage'),
  admin: page('/admin'),
  adminLogin: page('/admin-login'),
  auth: withFrom('/auth'),

  // Public site
  contact: page('/contact'),
  about: page('/about'),
  services: page('/services'),
  pricing: page('/pricing'),
  pricingTest: page('/pricing-test'),
  privacy: page('/privacy'),
  terms: page('/terms'),
  faq: page('/faq'),
  help: page('/help'),
  contentRemoval: page('/content-removal'),
  support: page('/support'),
  previewResults: page('/preview-results'),
  freeAssessment: page('/free-assessment'),
  plans: page('/plans'),

  // Onboarding
  /** The funnel's start; a "Choose plan" button carries its plan along. */
  onboarding: {
    path: '/onboarding',
    getHref: (plan?: string) => (plan ? `/onboarding?plan=${encodeURIComponent(plan)}` : '/onboarding'),
  },
  onboardingEmailCapture: page('/onboarding/email-capture'),
  onboardingRelationship: page('/onboarding/relationship'),
  onboardingPricing: page('/onboarding/pricing'),
  onboardingPayment: page('/onboarding/payment'),
  onboardingContract: page('/onboarding/contract'),
  onboardingTrialDashboard: page('/onboarding/trial-dashboard'),

  // Landing pages
  removeFromGoogle: {
    path: '/:product-from-google',
    getHref: (product: string) => `/${product}-from-google`,
  },
  deleteLawsuitFromSearchEngines: page('/delete-lawsuit-from-search-engines'),
  removeNameFromUnicourt: page('/remove-name-from-unicourt'),
  hideLegalRecords: page('/hide-legal-records'),
  sealCourtRecords: page('/seal-court-records'),
  seoCopy: { path: '/seo/:page', getHref: (landingPath: string) => `/seo${landingPath}` },

  // Signed-in area
  dashboard: page('/dashboard'),
  dashboardArea: page('/dashboard/*'),
  dashboardGettingStarted: page('/dashboard/getting-started'),
  dashboardProfile: page('/dashboard/profile'),
  dashboardSettings: page('/dashboard/settings'),
  dashboardNotifications: page('/dashboard/notifications'),
  /** With a search, the page opens on its results (the link of a scan-results notification). */
  dashboardSearch: {
    path: '/dashboard/search',
    getHref: (search?: { type: string; term: string }) =>
      search
        ? `/dashboard/search?type=${encodeURIComponent(search.type)}&term=${encodeURIComponent(search.term)}`
        : '/dashboard/search',
  },
  dashboardRequests: page('/dashboard/requests'),
  dashboardBilling: page('/dashboard/billing'),
  dashboardAgreement: page('/dashboard/agreement'),
  dashboardRequest: { path: '/dashboard/requests/:id', getHref: (id: string) => `/dashboard/requests/${id}` },
  dashboardOperator: page('/dashboard/admin/removals'),
  /** The operator console's other sections (issue 20), beside the removal queue. */
  dashboardOperatorMembers: page('/dashboard/admin/members'),
  dashboardOperatorInbox: page('/dashboard/admin/inbox'),
  dashboardOperatorAudit: page('/dashboard/admin/audit'),
  dashboardOperatorOutbox: page('/dashboard/admin/outbox'),
  dashboardOperatorRegistry: page('/dashboard/admin/registry'),
  dashboardOperatorRequest: {
    path: '/dashboard/admin/requests/:id',
    getHref: (id: string) => `/dashboard/admin/requests/${id}`,
  },
  dashboardNotificationSettings: page('/dashboard/settings/notifications'),
  /** Court records (issue 15): the eligibility pre-check, the member's cases, one case's page. */
  dashboardCourtRecords: page('/dashboard/court-records'),
  dashboardCourtRecordsCheck: page('/dashboard/court-records/check'),
  dashboardCourtCase: {
    path: '/dashboard/court-records/cases/:id',
    getHref: (id: string) => `/dashboard/court-records/cases/${id}`,
  },
  dashboardOperatorAttorneys: page('/dashboard/admin/attorneys'),
  /** A partner attorney's page of one referral, reached by its signed link (no account). */
  attorneyReferral: {
    path: '/attorney/referrals/:id',
    getHref: (id: string, link: { expires: number; sig: string }) =>
      `/attorney/referrals/${id}?expires=${link.expires}&sig=${link.sig}`,
  },
  dashboardReports: page('/dashboard/reports'),
  /** The people and businesses a member protects, and adding one after onboarding (issue 17). */
  dashboardProfiles: page('/dashboard/profiles'),
  /** One person's or business's facts: what their scans are built from and judged by (issue 17). */
  dashboardProtectedProfile: {
    path: '/dashboard/profiles/:id',
    getHref: (id: string) => `/dashboard/profiles/${id}`,
  },
  devOutbox: page('/dev/outbox'),
  caseSearchWizard: page('/case-search-wizard'),
  profileTest: page('/profile-test'),
  wizard: page('/wizard'),
  wizardSearch: page('/wizard/search'),

  // Developer and demo routes (spec §2)
  examples: page('/examples'),
  featureDemo: page('/feature-demo'),
  featureModulesDemo: page('/feature-modules-demo'),
  formExample: page('/form-example'),
  performanceExample: page('/performance-example'),
  reduxExample: page('/redux-example'),
  secretManagementDemo: page('/secret-management-demo'),
  toastExample: page('/toast-example'),
  dev: page('/dev'),
  devTestSearch: page('/dev/test-search'),
  devTestPwa: page('/dev/test-pwa'),
  devTestMcp: page('/dev/test-mcp'),
  devTestMcpDebug: page('/dev/test-mcp-debug'),
  devTestSignup: page('/dev/test-signup'),
  devTestEnhancedSearch: page('/dev/test-enhanced-search'),
  devTestAnalytics: page('/dev/test-analytics'),
} as const;
