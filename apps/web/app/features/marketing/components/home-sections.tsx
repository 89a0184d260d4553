import { LEAD_TTL_DAYS } from '@cleardocket/domain/assessment/lead';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { HOME_SERVICES, HOME_STATS, HOME_STEPS, HOME_TESTIMONIALS, HOME_TRUST_POINTS } from '../content/home';
import { ContentSection } from './content-section';

export function HowItWorks() {
  return (
    <ContentSection id="how-it-works" title="How It Works">
      <ol className="mt-10 grid gap-8 md:grid-cols-3">
        {HOME_STEPS.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-ink-200 p-6">
            <step.icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-xl font-semibold">
              {index + 1}. {step.title}
            </h3>
            <p className="mt-2 text-ink-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 text-center">
        <ButtonLink to={paths.freeAssessment.getHref()} size="lg">
          Start Your Free Assessment
        </ButtonLink>
      </div>
    </ContentSection>
  );
}

export function WhatWeDo() {
  return (
    <ContentSection id="services" title="What We Do" isTinted>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {HOME_SERVICES.map((service) => (
          <li key={service.title}>
            <Link
              to={paths.services.getHref()}
              className="block h-full rounded-xl border border-ink-200 bg-white p-6 hover:border-brand-700"
            >
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <service.icon aria-hidden="true" className="size-6" />
              </span>
              <span className="block text-xl font-semibold text-ink-900">{service.title}</span>
              <span className="mt-2 block text-ink-700">{service.text}</span>
              <span className="mt-4 block font-semibold text-brand-700">Learn more</span>
            </Link>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function InNumbers() {
  return (
    <ContentSection id="numbers" title="In numbers" isTitleHidden>
      <dl className="grid gap-6 text-center sm:grid-cols-2 lg:grid-cols-4">
        {HOME_STATS.map((stat) => (
          <div key={stat.label} className="rounded-xl border border-ink-200 p-6">
            <dt className="text-ink-700">{stat.label}</dt>
            <dd className="order-first text-3xl font-extrabold text-brand-800">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-2 text-ink-700">
        <li className="flex items-center gap-2">
          <Lock aria-hidden="true" className="size-4" /> Encrypted, two-factor-protected platform
        </li>
        {HOME_TRUST_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function WhatClientsSay() {
  return (
    <ContentSection id="stories" title="What Clients Say" isTinted>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {HOME_TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="h-full rounded-xl border border-ink-200 bg-white p-6">
              <blockquote className="text-ink-800">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-4 text-sm text-ink-600">
                {testimonial.name} · {testimonial.kind}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function FreeAssessmentBand() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 text-center">
      <h2 className="text-3xl font-bold">Find out what can be removed</h2>
      <p className="mt-3 text-ink-700">
        Free and no account needed. We keep your answers, name and email for {LEAD_TTL_DAYS} days to show you the
        results, then delete them.
      </p>
      <ButtonLink to={paths.previewResults.getHref()} size="lg" className="mt-6">
        Get Your Free Case Assessment
      </ButtonLink>
    </section>
  );
}
