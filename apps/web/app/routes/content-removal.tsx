import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { CtaBand } from '~/features/marketing/components/cta-band';
import { PageHero, Prose } from '~/features/marketing/components/page-hero';
import { STATIC_PAGE } from '~/lib/static-page';

/** Prerendered and shipped without React (docs/decisions/009). */
export const handle = STATIC_PAGE;

export default function ContentRemoval() {
  return (
    <>
      <PageMeta
        title="Content removal and case sealing"
        description="How ClearDocket removes court records, arrest records, mugshots and personal data from the web, and when sealing through a partner attorney is the better route."
        path={paths.contentRemoval.path}
      />
      <PageHero
        title="Content Removal and Legal Case Sealing"
        lead="Every listing gets the route that works for that site, followed until the page is gone."
      >
        <ButtonLink to={paths.freeAssessment.getHref()} size="lg">
          Start Your Free Assessment
        </ButtonLink>
      </PageHero>
      <Prose>
        <h2>People-search and data-broker sites</h2>
        <p>
          Most accept opt-outs: some through a form, some after you find your own listing first, some by email. We file
          each one, answer their verification emails on your behalf where they allow an authorized agent, and check the
          listing is gone.
        </p>
        <h2>Court-record sites</h2>
        <p>
          Docket aggregators publish public court data and many act only on a court order. Where a site has a request
          process we use it; where it needs an order, a partner attorney can tell you whether your case can be sealed or
          expunged.
        </p>
        <h2>Mugshot and arrest sites</h2>
        <p>
          Several states restrict publishing booking photos for a removal fee. We send the request the law supports and
          never pay a site to take your photo down.
        </p>
        <h2>Search engines</h2>
        <p>
          Once a page is removed, we ask Google and Bing to refresh their result. Pages that expose personal contact
          details or sit on sites that charge for removal can be reported to Google directly.
        </p>
        <h2>Proof and monitoring</h2>
        <p>
          Every request keeps a timeline, the deadline the law gives the site to answer, and a snapshot of the page
          before and after. Monitoring continues after removal, because data brokers re-list people when they buy fresh
          data.
        </p>
      </Prose>
      <CtaBand />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
