import { FileSearch, Gavel, ShieldCheck } from 'lucide-react';
import { Navigate } from 'react-router';
import { BRAND } from '@cleardocket/domain/brand';
import { useSession } from '~/hooks/use-session';
import { PageMeta } from '~/components/seo/page-meta';
import { ButtonLink } from '~/components/ui/button';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';

const STEPS = [
  {
    icon: FileSearch,
    title: 'Free case assessment',
    text: 'Tell us your name and case. We search court-record sites, people-search sites, mugshot sites and Google, and show you what an employer or landlord would find.',
  },
  {
    icon: Gavel,
    title: 'Custom removal plan',
    text: 'Every listing gets the route that actually works for that site: an opt-out, a legal deletion request, a search-engine removal, or a sealing order through a partner attorney.',
  },
  {
    icon: ShieldCheck,
    title: 'Removal and ongoing monitoring',
    text: 'We work each request until the page is gone, keep proof of every step, and keep watching so a record that reappears is caught and removed again.',
  },
];

export default function Home() {
  const session = useSession();
  if (session.status === 'signed-in') return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <>
      <PageMeta title={BRAND.name} description={BRAND.description} path={paths.home.path} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
            Your Court Case Is Still Hurting You — Even After It&apos;s Over
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-700">
            Old cases, arrest records and mugshots follow people around the internet long after the court is done with
            them. {BRAND.name} finds them and gets them taken down.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={paths.freeAssessment.getHref()} size="lg">
              Start Your Free Assessment
            </ButtonLink>
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
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
