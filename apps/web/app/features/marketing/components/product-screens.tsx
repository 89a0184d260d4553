import { paths } from '~/config/paths';
import { ContentSection } from './content-section';

/**
 * The app's own screens (issue 20), captured from the running app in its offline demo mode by
 * `npm run screens` (scripts/screens.ts): a demo member, not a real one. Lazy-loaded and sized, so
 * they neither cost the first view nor move the page when they arrive.
 */
const SCREENS = {
  overview: {
    src: '/screens/overview.webp',
    width: 960,
    height: 750,
    title: 'Your overview',
    text: 'Findings, requests and removals, counted from your own records and charted over time.',
    alt: 'The ClearDocket dashboard overview: counts of findings and requests, progress bars, and charts of findings by severity, requests by verdict and removal progress.',
  },
  search: {
    src: '/screens/search-results.webp',
    width: 960,
    height: 750,
    title: 'What a search finds',
    text: 'Court-record, mugshot and people-search listings for your name, each judged against what you told us.',
    alt: 'ClearDocket search results for a demo member: a prompt to create takedown requests for the findings that need action, above the list of results.',
  },
  request: {
    src: '/screens/request.webp',
    width: 960,
    height: 750,
    title: 'Every request, step by step',
    text: 'Each site’s removal route, its timeline and the evidence we keep, on one page.',
    alt: 'A ClearDocket removal request page: the listing’s address, the site’s removal route, and a timeline of each step.',
  },
} as const;

type ScreenName = keyof typeof SCREENS;

export function ProductScreens({
  id,
  title,
  names = ['overview', 'search', 'request'],
  isTinted,
  showReportLink = true,
}: {
  id: string;
  title: string;
  names?: readonly ScreenName[];
  isTinted?: boolean;
  /** A link to the sample report under the screens (not on the sample report itself). */
  showReportLink?: boolean;
}) {
  return (
    <ContentSection id={id} title={title} isTinted={isTinted}>
      <p className="mx-auto mt-3 max-w-2xl text-center text-ink-700">
        Screens from the app itself, with a demo member’s sample data.
      </p>
      <ul className={`mt-10 grid gap-8 ${names.length === 2 ? 'md:grid-cols-2' : 'lg:grid-cols-3'}`}>
        {names.map((name) => {
          const screen = SCREENS[name];
          return (
            <li key={name}>
              <figure className="grid gap-3">
                <img
                  src={screen.src}
                  width={screen.width}
                  height={screen.height}
                  alt={screen.alt}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full rounded-xl border border-ink-200 shadow-lg"
                />
                <figcaption>
                  <span className="block font-semibold text-ink-900">{screen.title}</span>
                  <span className="block text-ink-700">{screen.text}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      {showReportLink ? (
        <p className="mt-8 text-center">
          <a href={paths.sampleReport.getHref()} className="font-semibold text-brand-700 underline">
            See a sample report
          </a>
        </p>
      ) : null}
    </ContentSection>
  );
}
