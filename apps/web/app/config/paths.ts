import { paths } from '@cleardocket/domain/paths';

/** Every page's path and link, shared with the server (domain paths.ts); the web's lists follow. */
export { paths };

/** The Settings page's two-factor block (the operator console sends an admin without it there). */
export const TWO_FACTOR_SECTION_ID = 'two-factor';

/** `/{product}-from-google` landing pages (spec §2). */
const LANDING_PRODUCT_SLUGS = [
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
  paths.sampleReport.path,
  paths.coverage.path,
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
  paths.onboarding.path,
  paths.onboardingEmailCapture.path,
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
];

/** Where the build writes the Page Not Found page; the server answers unknown paths with it. */
export const NOT_FOUND_PRERENDER_PATH = '/__not-found';
