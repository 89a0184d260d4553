import { ASSESSMENT_ROUTES, ROUTE_TEXT } from '@cleardocket/domain/assessment/assess';
import { LEAD_TTL_DAYS } from '@cleardocket/domain/assessment/lead';
import { Button, ButtonLink } from '~/components/ui/button';
import { FormErrorSlot } from '~/components/ui/plain-form-parts';
import { paths } from '~/config/paths';
import { PLANS, formatPrice } from '../content/plans';

/*
 * The free assessment's result page, written whole and hidden: its script (assessment-behaviour.ts,
 * showAssessmentResult) fills in and shows the parts that apply (decision 009).
 */

const SEVERITIES = [
  { id: 'high', label: 'High severity', className: 'border-red-300 bg-red-50 text-red-900' },
  { id: 'medium', label: 'Medium severity', className: 'border-amber-300 bg-amber-50 text-amber-900' },
  { id: 'low', label: 'Low severity', className: 'border-ink-200 bg-ink-50 text-ink-900' },
] as const;

/** No assessment yet, the emailed code asked for, the scan running, the scan failed. */
export function AssessmentStates() {
  return (
    <>
      <div data-result="none" hidden className="grid justify-items-start gap-4">
        <p data-none-message>Take the free assessment first: it takes two minutes.</p>
        <ButtonLink to={paths.freeAssessment.getHref()}>Get Your Free Case Assessment</ButtonLink>
      </div>
      <div data-result="code" hidden className="grid gap-4">
        <h2 className="text-2xl font-bold">Check your email</h2>
        <p>
          We sent a 6-digit code to the email address you gave. Enter it here and we search for your name: the results
          are shown only to someone who can read that mailbox.
        </p>
        <form data-lead-code noValidate className="grid max-w-xs gap-3">
          <FormErrorSlot />
          <div className="grid gap-1.5">
            <label htmlFor="assessment-code" className="font-medium text-ink-900">
              Code from your email
            </label>
            <input
              id="assessment-code"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="h-11 rounded-md border border-ink-300 bg-white px-3 text-ink-900 aria-invalid:border-red-600"
            />
            <p id="assessment-code-error" data-error-for="code" hidden className="text-sm text-red-700" />
          </div>
          <Button type="submit">Show my results</Button>
        </form>
      </div>
      <div data-result="scanning" hidden role="status" className="flex items-center gap-3 text-lg">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
        />
        Scanning… We are searching court-record, mugshot and people-search sites for your name.
      </div>
      <div data-result="failed" hidden role="alert" className="grid justify-items-start gap-4">
        <p>We could not finish the scan. Try again.</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="button" data-retry>
            Try again
          </Button>
          <ButtonLink to={paths.freeAssessment.getHref()} variant="outline">
            Take the assessment again
          </ButtonLink>
        </div>
      </div>
    </>
  );
}

/** What the scan found: counts by severity and kind of site, the first (masked) findings, how each is removed. */
function AssessmentFindings() {
  return (
    <>
      <div className="grid gap-4">
        <h2 tabIndex={-1} className="text-2xl font-bold">
          What we found
        </h2>
        <p data-when-found>
          <span data-total className="font-semibold" /> results mention your name;{' '}
          <span data-needs-action className="font-semibold" /> look like you and need action.
        </p>
        <p data-when-review hidden>
          <span data-needs-review className="font-semibold" /> more may be you: once you are a member we ask you to
          confirm each one, and nothing that could be yours is set aside unasked.
        </p>
        <p data-when-empty hidden className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
          This scan found nothing about you. That is good news; records can appear later, and monitoring tells you when
          they do.
        </p>
        <ul aria-label="Results by severity" className="grid grid-cols-3 gap-2 sm:gap-4">
          {SEVERITIES.map((severity) => (
            <li key={severity.id} className={`grid gap-1 rounded-lg border p-3 text-center ${severity.className}`}>
              <span data-severity-count={severity.id} className="text-3xl font-bold tabular-nums">
                0
              </span>
              <span className="text-sm">{severity.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div data-when-found className="grid gap-3">
        <h3 className="text-xl font-bold">Where it appears</h3>
        <ul data-kinds aria-label="Results by kind of site" />
      </div>
      <div data-when-found className="grid gap-3">
        <h3 className="text-xl font-bold">The first results</h3>
        <p className="text-sm text-ink-700">
          Names, numbers and addresses are hidden here. Create your account to see every result in full.
        </p>
        <ul data-findings className="grid gap-3" />
      </div>
      <div data-when-found className="grid gap-3">
        <h3 className="text-xl font-bold">How each can be removed</h3>
        <ul data-removal-paths className="grid gap-3" />
      </div>
    </>
  );
}

/** What applies to the visitor's case, the plan that fits, and the way in. */
function AssessmentNextSteps() {
  return (
    <>
      <p data-can-seal hidden className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
        Cases that were dismissed or ended in acquittal often qualify for sealing. That is the strongest fix there is.
      </p>
      <div className="grid gap-3">
        <h3 className="text-xl font-bold">What applies to your case</h3>
        <ul data-routes className="grid gap-3">
          {ASSESSMENT_ROUTES.map((route) => (
            <li key={route} data-route={route} hidden className="rounded-lg border border-ink-200 p-4">
              <p className="font-semibold">{ROUTE_TEXT[route].title}</p>
              <p className="mt-1 text-ink-700">{ROUTE_TEXT[route].text}</p>
            </li>
          ))}
        </ul>
      </div>
      {PLANS.map((plan) => (
        <div key={plan.id} data-plan={plan.id} hidden className="rounded-xl border border-brand-700 p-6">
          <p className="text-sm font-semibold text-brand-700">The plan that fits</p>
          <p className="mt-1 text-xl font-bold">
            {plan.name}: {formatPrice(plan.priceCents)} {plan.unit}
          </p>
          <p className="mt-2 text-ink-700">{plan.summary}</p>
        </div>
      ))}
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.onboardingEmailCapture.getHref()} size="lg">
          Create my account
        </ButtonLink>
        <ButtonLink to={paths.pricing.getHref()} size="lg" variant="outline">
          Compare plans
        </ButtonLink>
      </div>
      <p className="text-sm text-ink-600">
        Your account starts with these results: nothing to type again. A first read, not legal advice; sealing
        eligibility is confirmed by a partner attorney. We delete this assessment after {LEAD_TTL_DAYS} days.
      </p>
    </>
  );
}

export function AssessmentFound() {
  return (
    <div data-result="found" hidden className="grid gap-8">
      <AssessmentFindings />
      <AssessmentNextSteps />
    </div>
  );
}
