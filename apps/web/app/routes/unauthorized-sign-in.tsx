import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { ButtonLink } from '~/components/ui/button';
import { BRAND } from '@cleardocket/domain/brand';
import { paths } from '~/config/paths';

/** What a person sees when a sign-in is refused, and what they can do next. */
export default function UnauthorizedSignIn() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <PageMeta
        title="Sign-in refused"
        description="Your sign-in could not be completed."
        path={paths.unauthorizedSignIn.path}
        noindex
      />
      <h1 className="text-3xl font-bold">We couldn&apos;t sign you in</h1>
      <p className="mt-4 text-ink-700">This can happen when:</p>
      <ul className="mt-2 list-disc pl-6 text-ink-700">
        <li>the password was wrong several times and sign-in is paused for a few minutes;</li>
        <li>your email address is not verified yet;</li>
        <li>the account was closed, or an operator suspended it.</li>
      </ul>
      <p className="mt-4 text-ink-700">
        Try again in a few minutes, reset your password, or write to{' '}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${BRAND.emails.help}`}>
          {BRAND.emails.help}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.login.getHref()}>Try signing in again</ButtonLink>
        <ButtonLink to={paths.forgotPassword.getHref()} variant="outline">
          Reset your password
        </ButtonLink>
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
