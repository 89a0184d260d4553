import { useSearchParams } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { UnsubscribeAnswer } from '~/features/notifications/components/unsubscribe-answer';
import { PageHero } from '~/features/marketing/components/page-hero';

export default function Unsubscribe() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta
        title="Unsubscribe"
        description="Stop one kind of email from ClearDocket."
        path={paths.unsubscribe.path}
        noindex
      />
      <PageHero title="Unsubscribe" lead="Stop one kind of email from us." />
      <section className="mx-auto max-w-3xl px-4 pb-16">
        <UnsubscribeAnswer token={params.get('token') ?? ''} />
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
