import { BRAND } from '@cleardocket/domain/brand';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { PageHero, Prose } from '~/features/marketing/components/page-hero';
import { STATIC_PAGE } from '~/lib/static-page';

/** Prerendered and shipped without React (docs/decisions/009). */
export const handle = STATIC_PAGE;

export default function Terms() {
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description={`The terms on which ${BRAND.name} provides its removal, monitoring and attorney-referral services.`}
        path={paths.terms.path}
      />
      <PageHero title="Terms of Service" lead="Plain terms for a service that acts on your behalf." />
      <Prose>
        <h2>The service</h2>
        <p>
          {BRAND.name} searches the web for listings about you, sends removal, opt-out and de-indexing requests that you
          authorise, tracks them, and monitors for listings that reappear. Legal services such as sealing and
          expungement are provided by independent partner attorneys under their own engagement terms; {BRAND.name} is
          not a law firm and does not give legal advice.
        </p>
        <h2>Acting on your behalf</h2>
        <p>
          You authorise {BRAND.name} to act as your agent in submitting requests to the sites and search engines you
          approve. You confirm that the details you give are yours and accurate, and that you only ask us to act on
          records about you.
        </p>
        <h2>What we can and cannot promise</h2>
        <p>
          Sites and search engines decide on requests under their own policies and the law. We work every request until
          it reaches a result and show you that result; premium links carry the 45-day guarantee described on the
          pricing page. Court records themselves change only by court order.
        </p>
        <h2>Payment and cancellation</h2>
        <p>
          Monthly plans renew each month until cancelled from your settings; one-time and per-link purchases are paid
          once. Refunds follow the guarantee on the pricing page.
        </p>
        <h2>Your account</h2>
        <p>
          Keep your password private and turn on two-factor authentication. You may close your account at any time; its
          data is then deleted as the privacy policy describes.
        </p>
        <h2>Acceptable use</h2>
        <p>
          You may not use {BRAND.name} to request removal of information about someone else without their authority, to
          harass anyone, or to interfere with the service.
        </p>
        <h2>Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${BRAND.emails.legal}`}>{BRAND.emails.legal}</a>.
        </p>
      </Prose>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
