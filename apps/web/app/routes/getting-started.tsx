import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';
import { useHistory } from '~/features/search/api/get-history';

/** The checklist, computed from the member's real account state. */
export default function GettingStarted() {
  const session = useSession();
  const history = useHistory();
  if (session.status !== 'signed-in') return null;
  const { user } = session;
  // The phone is optional at sign-up and only carries text alerts, so it is an optional step here
  // and not counted: nothing in getting started needs it (issue 20).
  const steps: { label: string; done: boolean; href?: string; optional?: boolean }[] = [
    { label: 'Create your account', done: true },
    { label: 'Verify your email address', done: user.emailVerified },
    {
      label: 'Complete your profile (first and last name)',
      done: Boolean(user.firstName && user.lastName),
      href: paths.dashboardProfile.getHref(),
    },
    {
      label: 'Run your first scan for your name, cases and contact details',
      done: (history.data?.length ?? 0) > 0,
      href: paths.caseSearchWizard.getHref(),
    },
    {
      label: 'Optional: add and verify a mobile phone for text alerts',
      done: user.phoneNumberVerified,
      href: paths.dashboardProfile.getHref(),
      optional: true,
    },
  ];
  const required = steps.filter((step) => !step.optional);
  const doneCount = required.filter((step) => step.done).length;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <PageMeta
        title="Getting started"
        description="Your first steps with ClearDocket."
        path={paths.dashboardGettingStarted.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Welcome, {user.firstName}</h1>
      <p className="mt-2 text-ink-700">
        {doneCount} of {required.length} steps done.
      </p>
      <ol className="mt-8 grid gap-3">
        {steps.map((step) => (
          <li key={step.label} className="flex items-center gap-3 rounded-lg border border-ink-200 p-4">
            {step.done ? (
              <CheckCircle2 aria-label="Done" className="size-6 text-green-700" />
            ) : (
              <Circle aria-label="Not done yet" className="size-6 text-ink-300" />
            )}
            {!step.done && step.href ? (
              <Link to={step.href} className="font-medium text-brand-700 underline">
                {step.label}
              </Link>
            ) : (
              <span className={step.done ? 'text-ink-700' : 'font-medium text-ink-900'}>{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
