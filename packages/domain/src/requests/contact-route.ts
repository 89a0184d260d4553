import type { SiteEntry } from '../search/sites';

/**
 * Where a removal's letter goes (issue 15): the site's removal address when the catalogue has one
 * (the product emails it), else what the catalogue says of the site's own contact route, for the
 * operator who sends it by hand: its opt-out or contact page, the catalogue's note on how the site
 * takes requests, and the site's policy pages the catalogue's facts come from.
 */
export type ContactRoute = {
  email: string | null;
  formUrl: string | null;
  /** The catalogue's note on how the site takes removal requests, when it has one. */
  guidance: string | null;
  /** The site's own pages the catalogue cites (its policy or terms), web addresses only. */
  sources: string[];
};

/** The catalogue's sources, split on ";" and kept only where they are web addresses. */
function webSources(source: string): string[] {
  return source
    .split(';')
    .map((part) => part.trim())
    .filter((part) => /^https?:\/\/\S+$/.test(part));
}

export function contactRouteOf(
  removal: { optOutEmail: string | null; optOutUrl: string | null },
  site: Pick<SiteEntry, 'notes' | 'source'> | undefined,
): ContactRoute {
  return {
    email: removal.optOutEmail,
    formUrl: removal.optOutUrl,
    guidance: site?.notes ?? null,
    sources: site ? webSources(site.source) : [],
  };
}
