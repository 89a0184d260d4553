/**
 * Every route of the product (spec §2), in one place: components link with `paths.x.getHref()`,
 * never with a string of their own.
 */
type StaticPath = { path: string; getHref: () => string };

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
  unauthorizedSignIn: page('/unauthorized-sign-in'),
  verify: page('/verify'),
  verifyCode: page('/verify-code'),
  verifyEmail: page('/verify-email'),
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
  onboarding: page('/onboarding'),
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
  dashboardSearch: page('/dashboard/search'),
  dashboardRequests: page('/dashboard/requests'),
  dashboardRequest: { path: '/dashboard/requests/:id', getHref: (id: string) => `/dashboard/requests/${id}` },
  dashboardOperator: page('/dashboard/admin/removals'),
  dashboardNotificationSettings: page('/dashboard/settings/notifications'),
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

/** `/{product}-from-google` landing pages (spec §2). */
export const LANDING_PRODUCT_SLUGS = [
  'remove-court-records',
  'remove-arrest-records',
  'remove-mugshots',
  'remove-lawsuits',
  'remove-bankruptcy-records',
] as const;

export const LANDING_PATHS: readonly string[] = [
  ...LANDING_PRODUCT_SLUGS.map((slug) => paths.removeFromGoogle.getHref(slug)),
  paths.deleteLawsuitFromSearchEngines.path,
  paths.removeNameFromUnicourt.path,
  paths.hideLegalRecords.path,
  paths.sealCourtRecords.path,
];

/** The /seo/ copies of the first three kinds of landing page (canonical to the original). */
export const SEO_COPY_PATHS: readonly string[] = [
  ...LANDING_PRODUCT_SLUGS.map((slug) => paths.seoCopy.getHref(paths.removeFromGoogle.getHref(slug))),
  paths.seoCopy.getHref(paths.deleteLawsuitFromSearchEngines.path),
  paths.seoCopy.getHref(paths.removeNameFromUnicourt.path),
];

/** Public marketing pages, each indexable (the sitemap lists these and the landing pages). */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  paths.home.path,
  paths.services.path,
  paths.pricing.path,
  paths.plans.path,
  paths.faq.path,
  paths.help.path,
  paths.support.path,
  paths.contact.path,
  paths.about.path,
  paths.privacy.path,
  paths.terms.path,
  paths.contentRemoval.path,
  paths.freeAssessment.path,
  paths.signup.path,
];

/** Public pages written to HTML at build time (each must have a route in routes.ts). */
export const PRERENDERED_PATHS: readonly string[] = [
  ...PUBLIC_PAGE_PATHS,
  ...LANDING_PATHS,
  ...SEO_COPY_PATHS,
  paths.pricingTest.path,
  paths.previewResults.path,
  paths.toastExample.path,
  paths.signup.path,
  paths.signupLegacy.path,
  paths.login.path,
  paths.loginLegacy.path,
  paths.auth.path,
  paths.admin.path,
  paths.verifyEmail.path,
  paths.verify.path,
  paths.verifyCode.path,
  paths.forgotPassword.path,
  paths.unauthorizedSignIn.path,
  paths.devOutbox.path,
];

/** Where the build writes the Page Not Found page; the server answers unknown paths with it. */
export const NOT_FOUND_PRERENDER_PATH = '/__not-found';
