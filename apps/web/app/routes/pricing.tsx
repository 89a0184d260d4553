import { useLocation } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { CtaBand } from '~/features/marketing/components/cta-band';
import { FaqList, faqJsonLd } from '~/features/marketing/components/faq-list';
import { PageHero } from '~/features/marketing/components/page-hero';
import { PlanCards } from '~/features/marketing/components/plan-cards';
import { STATIC_PAGE } from '~/lib/static-page';

const FAQ = [
  {
    question: 'Can I cancel the monthly plan?',
    answer: 'Yes, at any time from your settings. Requests already filed are still followed to the end.',
  },
  {
    question: 'What does "per link" mean?',
    answer:
      'One web address: a single page on a single site, for example one mugshot page or one case page on a docket site.',
  },
  {
    question: 'How does the 45-day guarantee work?',
    answer: 'If a premium link is still live 45 days after we start work on it, we refund that link.',
  },
];

/** /pricing and /plans are the same page; /pricing-test shows the same plans as a table (noindex). */
/** Prerendered and shipped without React (docs/decisions/009). */
export const handle = STATIC_PAGE;

export default function Pricing() {
  const { pathname } = useLocation();
  const isTest = pathname.startsWith(paths.pricingTest.path);
  const path = isTest
    ? paths.pricingTest.path
    : pathname.startsWith(paths.plans.path)
      ? paths.plans.path
      : paths.pricing.path;
  return (
    <>
      <PageMeta
        title="Pricing"
        description="Plans from $49/month, $299 one-time lifetime protection, or $499 per link for expedited human-assisted removal with a 45-day guarantee."
        path={path}
        canonicalPath={path === paths.plans.path ? paths.pricing.path : undefined}
        noindex={isTest}
        jsonLd={[faqJsonLd(FAQ)]}
      />
      <PageHero
        title="Pricing"
        lead="Plans from $49/month. No hidden fees, and we never charge a site's removal fee to you."
      />
      <PlanCards layout={isTest ? 'table' : 'cards'} />
      <FaqList items={FAQ} title="Pricing questions" />
      <CtaBand />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
