import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { ConsentAnswer } from '~/features/consent/components/consent-answer';
import { PageHero } from '~/features/marketing/components/page-hero';

export default function ProfileConsent() {
  return (
    <>
      <PageMeta
        title="A request about you"
        description="Agree to, or decline, a ClearDocket member acting for you."
        path={paths.profileConsent.path}
        noindex
      />
      <PageHero title="A request about you" lead="Please tell us whether you agree." />
      <section className="mx-auto max-w-3xl px-4 pb-16">
        <ConsentAnswer />
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
