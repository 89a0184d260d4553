import { DatabaseZap, Eraser, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { CtaBand } from '~/features/marketing/components/cta-band';
import { ProductScreens } from '~/features/marketing/components/product-screens';
import { PageHero } from '~/features/marketing/components/page-hero';
import { STATIC_PAGE } from '~/lib/static-page';

const GROUPS = [
  {
    icon: DatabaseZap,
    title: 'Legal database removal',
    text: 'Court-record aggregators, people-search sites and background-check databases publish what courts and data brokers sell them. We find your listings and get them removed through each site’s own process, or a written request citing the law that applies.',
    links: [
      { label: 'Remove court records from Google', href: paths.removeFromGoogle.getHref('remove-court-records') },
      { label: 'Remove your name from UniCourt', href: paths.removeNameFromUnicourt.getHref() },
    ],
  },
  {
    icon: Eraser,
    title: 'Erasing harmful information',
    text: 'Search-engine de-indexing for pages that are gone or break search-engine policies; content removal at the source; reputation monitoring that watches for anything new and for removed pages coming back.',
    links: [
      { label: 'Remove mugshots from Google', href: paths.removeFromGoogle.getHref('remove-mugshots') },
      { label: 'Delete a lawsuit from search engines', href: paths.deleteLawsuitFromSearchEngines.getHref() },
      { label: 'How content removal works', href: paths.contentRemoval.getHref() },
    ],
  },
  {
    icon: Scale,
    title: 'Legal expungement',
    text: 'Court record expungement and case sealing through partner attorneys licensed in your state, with attorney assistance from the eligibility check to the court order, and then every online copy cleaned up.',
    links: [
      { label: 'Seal court records', href: paths.sealCourtRecords.getHref() },
      { label: 'Hide legal records', href: paths.hideLegalRecords.getHref() },
    ],
  },
];

/** Prerendered and shipped without React (docs/decisions/009). */
export const handle = STATIC_PAGE;

export default function Services() {
  return (
    <>
      <PageMeta
        title="Services"
        description="Legal database removal, erasing harmful information (de-indexing, content removal, monitoring) and legal expungement through partner attorneys."
        path={paths.services.path}
      />
      <PageHero
        title="Our Services"
        lead="Three ways we take a record out of people’s view, used together where one is not enough."
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-3">
        {GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={group.title} className="rounded-2xl border border-ink-200 p-6">
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <group.icon aria-hidden="true" className="size-6" />
            </span>
            <h2 id={group.title} className="text-xl font-bold">
              {group.title}
            </h2>
            <p className="mt-3 text-ink-700">{group.text}</p>
            <ul className="mt-4 grid gap-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="font-semibold text-brand-700 underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ProductScreens id="how-it-looks" title="How it looks from your side" names={['search', 'request']} isTinted />
      <CtaBand />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
