import { BRAND } from '@cleardocket/domain/brand';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { ContactForm } from '~/features/marketing/components/contact-form';
import { PageHero } from '~/features/marketing/components/page-hero';
import { staticPage } from '~/lib/static-page';

/** Prerendered and shipped with its own small script instead of React (docs/decisions/009). */
export const handle = staticPage('contact');

export default function Contact() {
  return (
    <>
      <PageMeta
        title="Contact us"
        description="Write to the ClearDocket support team, call us, or email help and legal contacts."
        path={paths.contact.path}
      />
      <PageHero
        title="Contact Us"
        lead={
          <>
            We answer every message within one business day. Phone:{' '}
            <a className="font-semibold text-brand-700 underline" href={`tel:${BRAND.phone.e164}`}>
              {BRAND.phone.display}
            </a>
            .
          </>
        }
      />
      <section className="mx-auto max-w-xl px-4 pb-16">
        <ContactForm />
        <p className="mt-8 text-ink-700">
          Help:{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${BRAND.emails.help}`}>
            {BRAND.emails.help}
          </a>{' '}
          · Legal:{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${BRAND.emails.legal}`}>
            {BRAND.emails.legal}
          </a>
        </p>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
