import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { PageHero } from '~/features/marketing/components/page-hero';

/** After "Delete my account": what happened, and nothing to sell (issue 31 part 7). */
export default function AccountDeleted() {
  return (
    <>
      <PageMeta
        title="Your account is deleted"
        description="Your ClearDocket account and everything in it were deleted."
        path={paths.accountDeleted.path}
        noindex
      />
      <PageHero title="Your account is deleted" lead="Your account and everything in it were deleted." />
      <section className="mx-auto grid max-w-3xl justify-items-start gap-4 px-4 pb-16 text-ink-700">
        <p>
          Your profiles, scan results, removal requests, evidence and the files you uploaded are deleted, and you are
          signed out. Letters already sent to sites stay with those sites.
        </p>
        <ButtonLink to={paths.home.getHref()} variant="outline">
          Back to the home page
        </ButtonLink>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
