import { BRAND } from '@cleardocket/domain/brand';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { CtaBand } from '~/features/marketing/components/cta-band';
import { PageHero, Prose } from '~/features/marketing/components/page-hero';
import { STATIC_PAGE } from '~/lib/static-page';

/** Prerendered and shipped without React (docs/decisions/009). */
export const handle = STATIC_PAGE;

export default function About() {
  return (
    <>
      <PageMeta
        title="About us"
        description="Why ClearDocket exists, how we work, and how we protect the people who trust us with their records."
        path={paths.about.path}
      />
      <PageHero title={`About ${BRAND.name}`} lead="A court case should end when the court is done with it." />
      <Prose>
        <p>
          Over 66 million new cases entered U.S. state courts in 2024, and 94% of employers run background checks.
          Court-record and people-search sites copy those cases onto pages that rank for people’s names, long after the
          case is dismissed, settled or served.
        </p>
        <p>
          {BRAND.name} finds those pages and gets them removed through the routes that actually work: the sites’ own
          opt-outs, deletion requests under privacy law, search-engine removal policies, and sealing or expungement
          through independent partner attorneys.
        </p>
        <h2>How we work</h2>
        <ul>
          <li>
            We only act on records that are really about you, and show you how sure we are before anything is sent.
          </li>
          <li>Nothing is sent in your name without your explicit authorisation.</li>
          <li>Every request keeps its deadline, its timeline and proof of the result.</li>
        </ul>
        <h2>Your data</h2>
        <p>
          The people who use {BRAND.name} trust us with exactly the information they want the rest of the internet to
          forget. Accounts are protected with encrypted storage and optional two-factor authentication, and you can
          download or delete everything we hold at any time.
        </p>
        <p>
          {BRAND.name} is not a law firm and does not give legal advice; legal services are provided by independent
          partner attorneys.
        </p>
      </Prose>
      <CtaBand />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
