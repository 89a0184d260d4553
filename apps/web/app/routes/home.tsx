import { FileSearch, Gavel, Lock, ShieldCheck } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { BRAND } from '@cleardocket/domain/brand';
import { PageMeta } from '~/components/seo/page-meta';
import { Button, ButtonLink } from '~/components/ui/button';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';
import { OPENS_TAKE_CONTROL, TakeControlOverlay } from '~/features/marketing/components/take-control-overlay';
import { STATIC_PAGE } from '~/lib/static-page';

const STEPS = [
  {
    icon: FileSearch,
    title: 'Free case assessment',
    text: 'Tell us about your record. We show you what an employer or landlord would find, and which of it can be removed.',
  },
  {
    icon: Gavel,
    title: 'Custom removal plan',
    text: 'Every listing gets the route that works for that site: an opt-out, a legal deletion request, a search-engine removal, or a sealing order through a partner attorney.',
  },
  {
    icon: ShieldCheck,
    title: 'Removal and ongoing monitoring',
    text: 'We work each request until the page is gone, keep proof of every step, and keep watching so a record that reappears is removed again.',
  },
];

const SERVICES = [
  { title: 'Legal database removal', text: 'Court-record, people-search and background-check sites.' },
  {
    title: 'Erasing harmful information',
    text: 'Search-engine de-indexing, content removal and reputation monitoring.',
  },
  { title: 'Legal expungement', text: 'Court record expungement, case sealing and attorney assistance.' },
];

const STATS = [
  { value: '97.3%', label: 'success rate' },
  { value: '45 days', label: 'average time to removal, guaranteed on premium links' },
  { value: '94%', label: 'of employers run background checks' },
  { value: '66 million+', label: 'new cases entered U.S. state courts in 2024' },
];

const TESTIMONIALS = [
  {
    quote:
      'My dismissed case was the first thing anyone saw when they searched my name. It was taken off 7 sites, and Google stopped showing it a few weeks later.',
    name: 'Marcus T.',
    kind: 'Case removal',
  },
  {
    quote:
      'The lawsuit page was still there, but it is nowhere near the first page of my name any more. I got the job.',
    name: 'Dana R.',
    kind: 'Suppression',
  },
  {
    quote:
      'I didn’t know my arrest could be expunged. Their attorney filed it, and then they cleaned up every copy online.',
    name: 'Luis G.',
    kind: 'Expungement',
  },
];

/** Prerendered and shipped without React; its script sends a signed-in member to the dashboard. */
export const handle = STATIC_PAGE;

export default function Home() {
  const session = useSession();
  if (session.status === 'signed-in') return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <>
      <PageMeta title={BRAND.name} description={BRAND.description} path={paths.home.path} />
      <TakeControlOverlay />
      <section className="bg-gradient-to-b from-brand-50 to-white" data-signed-in-redirect={paths.dashboard.getHref()}>
        <div className="mx-auto max-w-4xl px-4 py-20 text-center">
          <p className="text-sm font-semibold text-brand-700">Trusted by 2,847+ clients this month</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
            Your Court Case Is Still Hurting You — Even After It&apos;s Over
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-700">
            Old cases, arrest records and mugshots follow people around the internet long after the court is done with
            them. {BRAND.name} finds them and gets them taken down.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" {...{ [OPENS_TAKE_CONTROL]: true }}>
              Start Protecting My Reputation
            </Button>
            <ButtonLink to={paths.contentRemoval.getHref()} size="lg" variant="outline">
              Get Help With Legal Case Sealing
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how-it-works" className="text-center text-3xl font-bold">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
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
      </section>

      <section aria-labelledby="services" className="bg-ink-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="services" className="text-center text-3xl font-bold">
            What We Do
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {SERVICES.map((service) => (
              <li key={service.title}>
                <Link
                  to={paths.services.getHref()}
                  className="block h-full rounded-xl border border-ink-200 bg-white p-6 hover:border-brand-700"
                >
                  <span className="block text-xl font-semibold text-ink-900">{service.title}</span>
                  <span className="mt-2 block text-ink-700">{service.text}</span>
                  <span className="mt-4 block font-semibold text-brand-700">Learn more</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="numbers" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="numbers" className="sr-only">
          In numbers
        </h2>
        <dl className="grid gap-6 text-center sm:grid-cols-2 lg:grid-cols-4">
          {STATS.map((stat) => (
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
          <li>24/7 monitoring and alerts</li>
          <li>24/7 support</li>
          <li>99% success rate on people-search opt-outs</li>
        </ul>
      </section>

      <section aria-labelledby="stories" className="bg-ink-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="stories" className="text-center text-3xl font-bold">
            What Clients Say
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {TESTIMONIALS.map((testimonial) => (
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
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold">Find out what can be removed</h2>
        <p className="mt-3 text-ink-700">Free, no account needed, and your answers stay in your browser.</p>
        <ButtonLink to={paths.previewResults.getHref()} size="lg" className="mt-6">
          Get Your Free Case Assessment
        </ButtonLink>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
