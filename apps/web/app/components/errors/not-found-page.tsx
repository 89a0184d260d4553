import { NOT_FOUND_PAGE } from '@cleardocket/domain/errors/catalogue';
import { SearchX } from 'lucide-react';
import { PageMeta } from '~/components/seo/page-meta';
import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';

/** The Page Not Found page (spec §2 "Unknown paths"): unknown paths, and pages a visitor may not see. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
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
