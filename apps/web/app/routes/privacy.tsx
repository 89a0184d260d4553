import { BRAND } from '@cleardocket/domain/brand';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { PageHero, Prose } from '~/features/marketing/components/page-hero';
import { STATIC_PAGE } from '~/lib/static-page';

/** Prerendered and shipped without React (docs/decisions/009). */
export const handle = STATIC_PAGE;

export default function Privacy() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description={`What ${BRAND.name} collects, why, who sees it, how long we keep it, and your rights.`}
        path={paths.privacy.path}
      />
      <PageHero
        title="Privacy Policy"
        lead="We hold the details you want the internet to forget. This is exactly what we do with them."
      />
      <Prose>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, mobile number and password (stored only as a
            one-way hash).
          </li>
          <li>
            <strong>Matching details:</strong> past addresses, and other identifiers you choose to add, used to tell
            your records from other people’s.
          </li>
          <li>
            <strong>Findings and requests:</strong> the pages our scans find, the removal requests we send, the sites’
            answers, and snapshots of the pages as proof.
          </li>
          <li>
            <strong>Security records:</strong> sign-ins, password and two-factor changes, exports, and the devices
            signed in to your account.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form or by email.
          </li>
        </ul>
        <h2>Why we use it</h2>
        <p>
          Only to find listings about you, to send the removal requests you authorise, to show you the results, to keep
          your account secure, and to answer you. We do not sell or rent personal data, we do not use it for
          advertising, and analytics load only if you consent to them.
        </p>
        <h2>Who sees it</h2>
        <ul>
          <li>
            The sites we send requests to receive the details their process requires, and nothing more, only after you
            authorise the request.
          </li>
          <li>Partner attorneys see your case details only when you ask for sealing or expungement help.</li>
          <li>Our operators see requests that need a person to complete them; every operator action is logged.</li>
          <li>Service providers that deliver our email and text messages process message contents on our behalf.</li>
        </ul>
        <h2>How long we keep it</h2>
        <p>
          While your account is open. Messages stored instead of sent are deleted after 30 days, error reports after 30
          days, and expired sign-in sessions and codes automatically. When you delete your account, everything tied to
          it is deleted at once.
        </p>
        <h2>Your rights</h2>
        <p>
          You can download everything we hold about you and delete your account at any time from Settings. California
          residents have the rights the CCPA gives them (to know, delete, correct and opt out of sale or sharing, which
          we do not do); residents of other states with privacy laws have the rights those laws give. Write to{' '}
          <a href={`mailto:${BRAND.emails.privacy}`}>{BRAND.emails.privacy}</a> with any request.
        </p>
        <h2>Security</h2>
        <p>
          Data is encrypted in transit and at rest; sessions live in cookies scripts cannot read; two-factor
          authentication is available on every account; personal data is kept out of our logs.
        </p>
        <h2>Contact</h2>
        <p>
          {BRAND.legalName}, {BRAND.address.street}, {BRAND.address.city}, {BRAND.address.region}{' '}
          {BRAND.address.postalCode}. <a href={`mailto:${BRAND.emails.privacy}`}>{BRAND.emails.privacy}</a>.
        </p>
      </Prose>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
