import { NOT_FOUND_PAGE } from '@cleardocket/domain/errors/catalogue';
import { SearchX } from 'lucide-react';
import { PageMeta } from '~/components/seo/page-meta';
import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';

/**
 * The Page Not Found page (spec §2 "Unknown paths"): unknown paths, and pages a visitor may not see.
 * `data-not-found-page` tells a gate hydrating over this page, which the server sent for its URL,
 * to render the same page and keep it (`servedAsNotFound`).
 */
export function NotFoundPage() {
  return (
    <section data-not-found-page className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title={NOT_FOUND_PAGE.title} description={NOT_FOUND_PAGE.message} path="/404" noindex />
      <SearchX aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold">{NOT_FOUND_PAGE.title}</h1>
      <p className="mt-3 text-lg text-ink-700">{NOT_FOUND_PAGE.message}</p>
      <ButtonLink to={paths.home.getHref()} className="mt-8">
        {NOT_FOUND_PAGE.homeLabel}
      </ButtonLink>
    </section>
  );
}

/**
 * Whether this render is the build's prerender (a gated page is written as Page Not Found), or the
 * hydration of a document the server answered with the Page Not Found page (a hidden page, for
 * someone it is hidden from): a gate then renders that page and keeps it, so hydration matches
 * what the server sent (no React error 418, no flash).
 */
export function servedAsNotFound(): boolean {
  // Prerendering: the page written at build time for a gated URL is this Page Not Found.
  if (typeof document === 'undefined') return true;
  return (
    document.documentElement.dataset.hydrated !== 'true' && document.querySelector('[data-not-found-page]') !== null
  );
}
