import { LANDING_ANIMATION_STEP_MS } from '@cleardocket/domain/constants';
import { PageMeta } from '~/components/seo/page-meta';
import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';
import type { LandingPage } from '../content/landing-pages';
import { ContentSection } from './content-section';
import { CtaBand } from './cta-band';
import { FaqList, faqJsonLd } from './faq-list';
import { PageHero } from './page-hero';
import type { ReactNode } from 'react';

/** `extra`: a section of the page's own after "How removal works here" (the court-records pre-check). */
export type LandingViewProps = { page: LandingPage; path: string; isSeoCopy: boolean; extra?: ReactNode };

export function LandingView({ page, path, isSeoCopy, extra }: LandingViewProps) {
  return (
    <>
      <PageMeta
        title={page.title}
        description={page.description}
        path={path}
        canonicalPath={isSeoCopy ? page.path : undefined}
        jsonLd={[faqJsonLd(page.faq)]}
      />
      <PageHero title={page.headline} lead={page.lead}>
        <ButtonLink to={paths.freeAssessment.getHref()} size="lg">
          Start Your Free Assessment
        </ButtonLink>
        <ButtonLink to={paths.pricing.getHref()} size="lg" variant="outline">
          See pricing
        </ButtonLink>
      </PageHero>
      <section aria-labelledby="how" className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="how" className="text-2xl font-bold">
          How removal works here
        </h2>
        {page.howItWorks.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-ink-700">
            {paragraph}
          </p>
        ))}
      </section>
      {extra}
      <ContentSection id="steps" title="What we do" isTinted isCompact>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {page.steps.map((step, index) => (
            <li
              key={step.title}
              className="animate-rise rounded-xl border border-ink-200 bg-white p-6 motion-reduce:animate-none"
              style={{ animationDelay: `${index * LANDING_ANIMATION_STEP_MS}ms` }}
            >
              <p className="text-sm font-semibold text-brand-700">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-ink-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>
      <FaqList items={page.faq} />
      <CtaBand />
    </>
  );
}
