import { useEffect, useRef } from 'react';
import { ASSESSMENT_ROUTES, ROUTE_TEXT } from '@cleardocket/domain/assessment/assess';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { showAssessmentResult } from '~/features/marketing/components/assessment-behaviour';
import { PageHero } from '~/features/marketing/components/page-hero';
import { PLANS, formatPrice } from '~/features/marketing/content/plans';
import { staticPage } from '~/lib/static-page';

/** Prerendered and shipped with its own small script instead of React (docs/decisions/009). */
export const handle = staticPage('assessment');

/**
 * The assessment's result: the routes that apply and the plan that fits, computed in the browser
 * from the answers in session storage. Every possible part is written here, hidden, and
 * `showAssessmentResult` shows the ones that apply.
 */
export default function PreviewResults() {
  const resultRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (resultRef.current) showAssessmentResult(resultRef.current);
  }, []);
  return (
    <>
      <PageMeta
        title="Your case assessment"
        description="What can be done about the records that follow you online."
        path={paths.previewResults.path}
        noindex
      />
      <PageHero title="Your Case Assessment" lead="What we can do about what follows you online." />
      <section ref={resultRef} data-assessment-result className="mx-auto max-w-3xl px-4 pb-16">
        <div data-result="none" hidden className="grid justify-items-start gap-4">
          <p>Take the free assessment first: it takes two minutes.</p>
          <ButtonLink to={paths.freeAssessment.getHref()}>Get Your Free Case Assessment</ButtonLink>
        </div>
        <div data-result="found" hidden className="grid gap-6">
          <p data-can-seal hidden className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
            Cases that were dismissed or ended in acquittal often qualify for sealing. That is the strongest fix there
            is.
          </p>
          <h2 className="text-2xl font-bold">What applies to you</h2>
          <ul data-routes className="grid gap-3">
            {ASSESSMENT_ROUTES.map((route) => (
              <li key={route} data-route={route} hidden className="rounded-lg border border-ink-200 p-4">
                <p className="font-semibold">{ROUTE_TEXT[route].title}</p>
                <p className="mt-1 text-ink-700">{ROUTE_TEXT[route].text}</p>
              </li>
            ))}
          </ul>
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
            <ButtonLink to={paths.signup.getHref()} size="lg">
              Create my account
            </ButtonLink>
            <ButtonLink to={paths.pricing.getHref()} size="lg" variant="outline">
              Compare plans
            </ButtonLink>
          </div>
          <p className="text-sm text-ink-600">
            A first read from your answers, not legal advice. Sealing eligibility is confirmed by a partner attorney.
          </p>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
