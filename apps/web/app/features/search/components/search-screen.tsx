import { Link } from 'react-router';
import type { ProtectedProfile } from '@cleardocket/domain/protected-profiles/contract';
import { SEARCH_TYPE_LABELS } from '@cleardocket/domain/search/query';
import { paths } from '~/config/paths';
import { Spinner } from '~/components/ui/spinner';
import { useAttentionCounts } from '../api/get-alert-count';
import { useProvider } from '../api/get-provider';
import { useResults } from '../api/get-results';
import { useSearchSettings } from '../api/get-search-settings';
import { useScanRun } from '../hooks/use-scan-run';
import { useSearchLocation } from '../hooks/use-search-location';
import { AttentionBanner } from './attention-banner';
import { CreateRequestsPrompt } from './create-requests-prompt';
import { SearchSettingsPanel } from './match-details';
import { ResultList } from './result-list';
import { ResultViews } from './result-views';
import { SearchForm } from './search-form';
import { SearchHistory } from './search-history';
import { emptyResultsMessage } from './empty-results';

interface SearchScreenProps {
  /** The member's protected profiles (undefined while they load): a scan can be for any of them. */
  profiles: ProtectedProfile[] | undefined;
}

/** Search in the dashboard (spec §2): scan, see findings with severity and match, act on them. */
export function SearchScreen({ profiles }: SearchScreenProps) {
  const { type, term, view, page, pageSize, severity, update } = useSearchLocation();
  const provider = useProvider();
  const settings = useSearchSettings();
  const scans = useScanRun((started) =>
    update({ type: started.searchType, term: started.searchTerm, view: 'current', page: '1' }),
  );
  const others = (profiles ?? []).filter((profile) => profile.kind !== 'self');
  const self = profiles?.find((profile) => profile.kind === 'self');
  const profileOptions = [
    { value: '', label: 'Myself' },
    ...others.map((profile) => ({ value: profile.id, label: profile.label })),
  ];
  const counts = useAttentionCounts();
  const results = useResults({ view, type, term, severity, page, pageSize }, view !== 'current' || Boolean(term));

  return (
    <>
      <div>
        <h1 className="text-3xl font-bold">Search the web</h1>
        <p className="mt-2 text-ink-700">
          We look for your name, company, case numbers, phone, email and address on people-search, court-record and
          mugshot sites, then flag what may need removing.
        </p>
        {provider.data?.simulated ? (
          <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
            Demo mode: results come from ClearDocket&apos;s built-in sample data, not a live web search.
          </p>
        ) : null}
      </div>
      <SearchForm
        key={`${type ?? ''}:${term ?? ''}`}
        initial={type && term ? { type, term } : undefined}
        isSearching={scans.isSearching}
        onSearch={scans.run}
        profiles={profileOptions}
      />
      {scans.refusal ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          {scans.refusal}
        </p>
      ) : null}
      <ProfileLinks self={self} others={others} />
      {scans.isSearching ? <Spinner label={`Searching for "${scans.searchingFor}"…`} /> : null}
      {scans.prompt && !settings.data?.autoCreateRequests ? (
        <CreateRequestsPrompt prompt={scans.prompt} onClose={scans.closePrompt} />
      ) : null}
      <section aria-labelledby="results-heading" className="grid gap-4">
        <h2 id="results-heading" className="text-xl font-semibold">
          {view === 'current' && term && type ? `Results for "${term}" (${SEARCH_TYPE_LABELS[type]})` : 'Your findings'}
          {view === 'review' ? ': is this you?' : ''}
        </h2>
        <AttentionBanner isReviewing={view === 'review'} onReview={() => update({ view: 'review', page: '1' })} />
        <ResultViews
          view={view}
          severity={severity}
          onView={(next) => update({ view: next, page: '1' })}
          onSeverity={(next) => update({ severity: next, page: '1' })}
        />
        <ResultList
          data={results.data}
          isLoading={results.isLoading}
          isStale={results.isPlaceholderData}
          empty={emptyResultsMessage(view, {
            isSearching: scans.isSearching,
            hasTerm: Boolean(term),
            review: counts.data?.review,
          })}
          page={page}
          pageSize={pageSize}
          onPage={(next) => update({ page: String(next) })}
          onPageSize={(size) => update({ size: String(size), page: '1' })}
          profileLabels={new Map(others.map((profile) => [profile.id, profile.label]))}
        />
      </section>
      <SearchHistory onPick={(pickedType, pickedTerm) => scans.run({ type: pickedType, term: pickedTerm })} />
      <SearchSettingsPanel />
    </>
  );
}

/** Links to each profile's page, where the facts its scans search for are added. */
function ProfileLinks({ self, others }: { self?: { id: string }; others: readonly { id: string; label: string }[] }) {
  const links = [
    ...(self ? [{ id: self.id, text: 'Your facts' }] : []),
    ...others.map((profile) => ({ id: profile.id, text: `${profile.label}'s facts` })),
  ];
  if (links.length === 0) return null;
  return (
    <nav aria-label="Profiles" className="text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {links.map((link) => (
          <li key={link.id}>
            <Link className="text-brand-700 underline" to={paths.dashboardProtectedProfile.getHref(link.id)}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
