import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';
import { LANDING_PATHS, SEO_COPY_PATHS, paths } from './config/paths';

/** Route paths are written relative to the layout, hence the leading slash removed. */
const at = (path: string) => path.replace(/^\//, '');

export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route(at(paths.toastExample.path), 'routes/toast-example.tsx'),
    route(at(paths.services.path), 'routes/services.tsx'),
    route(at(paths.pricing.path), 'routes/pricing.tsx', { id: 'pricing' }),
    route(at(paths.plans.path), 'routes/pricing.tsx', { id: 'plans' }),
    route(at(paths.pricingTest.path), 'routes/pricing.tsx', { id: 'pricing-test' }),
    route(at(paths.faq.path), 'routes/faq.tsx'),
    route(at(paths.help.path), 'routes/help.tsx', { id: 'help' }),
    route(at(paths.support.path), 'routes/help.tsx', { id: 'support' }),
    route(at(paths.contact.path), 'routes/contact.tsx'),
    route(at(paths.about.path), 'routes/about.tsx'),
    route(at(paths.privacy.path), 'routes/privacy.tsx'),
    route(at(paths.terms.path), 'routes/terms.tsx'),
    route(at(paths.contentRemoval.path), 'routes/content-removal.tsx'),
    route(at(paths.sampleReport.path), 'routes/sample-report.tsx'),
    route(at(paths.freeAssessment.path), 'routes/free-assessment.tsx'),
    route(at(paths.previewResults.path), 'routes/preview-results.tsx'),
    ...[...LANDING_PATHS, ...SEO_COPY_PATHS].map((path) =>
      route(at(path), 'routes/landing.tsx', { id: `landing${path}` }),
    ),
    route(at(paths.signup.path), 'routes/signup.tsx', { id: 'signup' }),
    route(at(paths.signupLegacy.path), 'routes/signup-legacy.tsx'),
    route(at(paths.unauthorizedSignIn.path), 'routes/unauthorized-sign-in.tsx'),
    route(at(paths.devOutbox.path), 'routes/dev-outbox.tsx'),
    route(at(paths.devTestPwa.path), 'routes/dev-test-pwa.tsx'),
    route(at(paths.login.path), 'routes/login.tsx', { id: 'login' }),
    route(at(paths.loginLegacy.path), 'routes/login.tsx', { id: 'login-legacy' }),
    route(at(paths.auth.path), 'routes/login.tsx', { id: 'auth' }),
    route(at(paths.admin.path), 'routes/admin-login.tsx', { id: 'admin' }),
    route(at(paths.adminLogin.path), 'routes/redirect-to-admin.tsx'),
    route(at(paths.verifyEmail.path), 'routes/verify-email.tsx', { id: 'verify-email' }),
    route(at(paths.verify.path), 'routes/verify-email.tsx', { id: 'verify' }),
    route(at(paths.verifyCode.path), 'routes/verify-code.tsx'),
    route(at(paths.forgotPassword.path), 'routes/forgot-password.tsx'),
    route(at(paths.onboarding.path), 'routes/onboarding.tsx'),
    route(at(paths.onboardingEmailCapture.path), 'routes/onboarding-email-capture.tsx'),
    // Unknown paths: the Page Not Found page (also needed so deep links hydrate: STACK-NOTES 5).
    route('*', 'routes/not-found.tsx'),
  ]),
  // The member area: signed in only, its own shell (app header; no marketing header or footer).
  layout('routes/protected-layout.tsx', [
    layout('routes/member-layout.tsx', [
      route(at(paths.onboardingRelationship.path), 'routes/onboarding-relationship.tsx'),
      route(at(paths.onboardingPricing.path), 'routes/onboarding-pricing.tsx'),
      route(at(paths.onboardingPayment.path), 'routes/onboarding-payment.tsx'),
      route(at(paths.onboardingContract.path), 'routes/onboarding-contract.tsx'),
      route(at(paths.onboardingTrialDashboard.path), 'routes/onboarding-trial-dashboard.tsx'),
      route(at(paths.profileTest.path), 'routes/profile-test.tsx'),
      route(at(paths.caseSearchWizard.path), 'routes/case-search-wizard.tsx'),
      route(at(paths.wizard.path), 'routes/redirect-to-getting-started.tsx', { id: 'wizard' }),
      route(at(paths.wizardSearch.path), 'routes/redirect-to-getting-started.tsx', { id: 'wizard-search' }),
    ]),
    layout('routes/dashboard-layout.tsx', [
      route(at(paths.dashboard.path), 'routes/dashboard-overview.tsx', { id: 'dashboard-index' }),
      route(at(paths.dashboardRequests.path), 'routes/dashboard-requests.tsx'),
      route(at(paths.dashboardBilling.path), 'routes/dashboard-billing.tsx'),
      route(at(paths.dashboardAgreement.path), 'routes/dashboard-agreement.tsx'),
      route(at(paths.dashboardRequest.path), 'routes/dashboard-request.tsx'),
      route(at(paths.dashboardOperator.path), 'routes/dashboard-operator.tsx'),
      route(at(paths.dashboardOperatorRequest.path), 'routes/dashboard-operator-request.tsx'),
      route(at(paths.dashboardOperatorMembers.path), 'routes/dashboard-operator-members.tsx'),
      route(at(paths.dashboardOperatorInbox.path), 'routes/dashboard-operator-inbox.tsx'),
      route(at(paths.dashboardOperatorAudit.path), 'routes/dashboard-operator-audit.tsx'),
      route(at(paths.dashboardOperatorOutbox.path), 'routes/dashboard-operator-outbox.tsx'),
      route(at(paths.dashboardGettingStarted.path), 'routes/getting-started.tsx'),
      route(at(paths.dashboardProfile.path), 'routes/dashboard-profile.tsx'),
      route(at(paths.dashboardSettings.path), 'routes/dashboard-settings.tsx'),
      route(at(paths.dashboardSearch.path), 'routes/dashboard-search.tsx'),
      route(at(paths.dashboardNotifications.path), 'routes/dashboard-notifications.tsx'),
      route(at(paths.dashboardNotificationSettings.path), 'routes/dashboard-notification-settings.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
