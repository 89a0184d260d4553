import { Link, useLocation } from 'react-router';
import { BRAND } from '@cleardocket/domain/brand';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { PageHero } from '~/features/marketing/components/page-hero';
import { STATIC_PAGE } from '~/lib/static-page';

const TOPICS = [
  {
    title: 'Getting started',
    text: 'Create an account, verify your email and phone, and add past addresses so scans can tell your records from other people’s.',
    href: paths.signup.getHref(),
    link: 'Create an account',
  },
  {
    title: 'Your profile',
    text: 'Names, phone and addresses live in Profile; change them at any time.',
    href: paths.dashboardProfile.getHref(),
    link: 'Open your profile',
  },
  {
    title: 'Security',
    text: 'Turn on two-factor authentication and review signed-in sessions in Settings.',
    href: paths.dashboardSettings.getHref(),
    link: 'Open settings',
  },
  {
    title: 'Forgotten password',
    text: 'Reset it with a code sent to your email.',
    href: paths.forgotPassword.getHref(),
    link: 'Reset your password',
  },
  {
    title: 'Your data',
    text: 'Download a copy of everything we hold about you, or delete your account, from Settings.',
    href: paths.dashboardSettings.getHref(),
    link: 'Manage your data',
  },
  {
    title: 'Pricing and plans',
    text: 'What each plan includes and how the 45-day guarantee works.',
    href: paths.pricing.getHref(),
    link: 'See pricing',
  },
];

/** /help and /support: the help centre, with the ways to reach a person. */
/** Prerendered and shipped without React (docs/decisions/009). */
export const handle = STATIC_PAGE;

export default function Help() {
  const { pathname } = useLocation();
  const isSupport = pathname.startsWith(paths.support.path);
  return (
    <>
      <PageMeta
        title={isSupport ? 'Support' : 'Help Center'}
        description="Help with your ClearDocket account, removals, security and data, and how to reach support 24/7."
        path={isSupport ? paths.support.path : paths.help.path}
      />
      <PageHero
        title={isSupport ? 'Support' : 'Help Center'}
        lead={
          <>
            Support is available 24/7 at{' '}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${BRAND.emails.support}`}>
              {BRAND.emails.support}
            </a>{' '}
            and{' '}
            <a className="font-semibold text-brand-700 underline" href={`tel:${BRAND.phone.e164}`}>
              {BRAND.phone.display}
            </a>
            .
          </>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {TOPICS.map((topic) => (
          <section key={topic.title} aria-labelledby={topic.title} className="rounded-xl border border-ink-200 p-6">
            <h2 id={topic.title} className="text-lg font-semibold">
              {topic.title}
            </h2>
            <p className="mt-2 text-ink-700">{topic.text}</p>
            <Link to={topic.href} className="mt-3 inline-block font-semibold text-brand-700 underline">
              {topic.link}
            </Link>
          </section>
        ))}
      </div>
      <p className="mx-auto max-w-3xl px-4 pb-16 text-center text-ink-700">
        Still stuck?{' '}
        <Link to={paths.contact.getHref()} className="font-semibold text-brand-700 underline">
          Send us a message
        </Link>{' '}
        or read the{' '}
        <Link to={paths.faq.getHref()} className="font-semibold text-brand-700 underline">
          FAQ
        </Link>
        .
      </p>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
