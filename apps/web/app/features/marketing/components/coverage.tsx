import { useEffect, useRef } from 'react';
import { findPlaybook } from '@cleardocket/domain/removal/playbooks';
import { PUBLIC_MIN_DECIDED } from '@cleardocket/domain/requests/results';
import { CATEGORY_LABELS } from '@cleardocket/domain/search/labels';
import { SITES } from '@cleardocket/domain/search/sites';
import { ContentSection } from './content-section';
import { attachRemovalResults } from './removal-results-behaviour';

/** How each catalogue site is worked: our runner, a letter, a form the member or our team files, or by hand. */
function routeOf(site: (typeof SITES)[number]): 'playbook' | 'letter' | 'form' | 'court' | 'by hand' {
  if (site.category === 'court-records') return 'court';
  if (findPlaybook(site.domain)) return 'playbook';
  if (site.method === 'email' && site.optOutEmail) return 'letter';
  if (site.optOutUrl) return 'form';
  return 'by hand';
}

const ROUTES = ['playbook', 'letter', 'form', 'court', 'by hand'] as const;
const ROUTE_HEADINGS: Record<(typeof ROUTES)[number], string> = {
  playbook: 'Filed by our runner',
  letter: 'Letter we send',
  form: 'Opt-out page',
  court: 'Court order',
  'by hand': 'Worked by our team',
};

/** The site catalogue at build time: how many sites of each kind, and how each is worked. */
export function CoverageCatalogue() {
  const byCategory = new Map<string, Record<(typeof ROUTES)[number], number>>();
  for (const site of SITES) {
    const counts = byCategory.get(site.category) ?? { playbook: 0, letter: 0, form: 0, court: 0, 'by hand': 0 };
    counts[routeOf(site)] += 1;
    byCategory.set(site.category, counts);
  }
  const rows = [...byCategory].sort(([a], [b]) => (CATEGORY_LABELS[a] ?? a).localeCompare(CATEGORY_LABELS[b] ?? b));
  return (
    <ContentSection id="coverage-catalogue" title={`${SITES.length} sites we work`}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="mb-2 text-left text-ink-700">
            Each site in our catalogue by kind, and how its removal is filed.
          </caption>
          <thead>
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                Kind of site
              </th>
              {ROUTES.map((route) => (
                <th key={route} scope="col" className="px-3 py-2 text-left">
                  {ROUTE_HEADINGS[route]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([category, counts]) => (
              <tr key={category}>
                <th scope="row" className="border-t border-ink-200 px-3 py-2 text-left">
                  {CATEGORY_LABELS[category] ?? category}
                </th>
                {ROUTES.map((route) => (
                  <td key={route} className="border-t border-ink-200 px-3 py-2">
                    {counts[route]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ContentSection>
  );
}

/** The measured results, filled in the browser from the API (the same code with or without React). */
export function RemovalResults() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? attachRemovalResults(ref.current) : undefined), []);
  return (
    <ContentSection id="removal-results" title="Measured results" isTinted>
      <div ref={ref} data-removal-results className="grid gap-3">
        <p className="text-ink-700">
          Computed from our own verdicts over every member: a request counts as removed only when the page was checked
          and the listing is gone. The success rate is removed ÷ decided (removed, not found, wrong person or rejected);
          the median counts the days from filing to the removed verdict. A kind of site with fewer than{' '}
          {PUBLIC_MIN_DECIDED} verdicts shows no rate.
        </p>
        <p data-results-status role="status" className="text-sm text-ink-700">
          Loading the figures…
        </p>
        <div className="overflow-x-auto">
          <table hidden className="w-full min-w-[32rem] text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  Kind of site
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Success rate
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Median days to removal
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Removed
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Decided
                </th>
              </tr>
            </thead>
            <tbody data-results-body />
          </table>
        </div>
      </div>
    </ContentSection>
  );
}
