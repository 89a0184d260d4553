import { useState } from 'react';
import { SEARCH_TOASTS } from '@cleardocket/domain/search/messages';
import { SEARCH_TYPE_LABELS } from '@cleardocket/domain/search/query';
import type { SearchInput } from '@cleardocket/domain/search/query';
import { Button, ButtonLink } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { useScan } from '../api/get-scan';
import { startScan } from '../api/start-scan';
import type { Scan } from '@cleardocket/domain/search/contract';
import { CaseSearchForm } from './case-search-form';
import { announceScanFailure } from './scan-toasts';

export type CaseSearchWizardProps = { findingsHref: string };

/** A guided scan over the six search types (spec §5): step 1 the terms, step 2 each scan's progress. */
export function CaseSearchWizard({ findingsHref }: CaseSearchWizardProps) {
  const [scans, setScans] = useState<Scan[] | null>(null);

  async function start(inputs: SearchInput[]) {
    try {
      const started: Scan[] = [];
      for (const input of inputs) started.push((await startScan(input)).scan);
      setScans(started);
    } catch (error) {
      announceScanFailure(error);
    }
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-6 py-10">
      <div>
        <p className="text-sm font-semibold text-brand-700">Step {scans ? 2 : 1} of 2</p>
        <h1 className="text-3xl font-bold">{scans ? 'Scanning the web' : 'What should we look for?'}</h1>
        <p className="mt-2 text-ink-700">
          {scans
            ? 'Each search runs on its own. You can leave this page; the results are kept in your dashboard.'
            : 'Fill in whatever applies to you. One field is enough; more fields find more.'}
        </p>
      </div>
      {scans ? (
        <div className="grid gap-4">
          <ul className="grid gap-3">
            {scans.map((scan) => (
              <ScanRow key={scan.id} scan={scan} />
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={findingsHref}>See your findings</ButtonLink>
            <Button variant="outline" onClick={() => setScans(null)}>
              Start another search
            </Button>
          </div>
        </div>
      ) : (
        <CaseSearchForm onStart={start} />
      )}
    </div>
  );
}

function ScanRow({ scan: started }: { scan: Scan }) {
  const { data } = useScan(started.id);
  const scan = data ?? started;
  const isDone = scan.status === 'completed' || scan.status === 'failed';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-200 bg-white p-4">
      <span>
        <span className="font-semibold">{SEARCH_TYPE_LABELS[scan.searchType]}:</span> {scan.searchTerm}
      </span>
      {!isDone ? (
        <Spinner label="Searching…" />
      ) : scan.status === 'failed' ? (
        <span className="text-red-700">{SEARCH_TOASTS.searchError.description}</span>
      ) : (
        <span>
          {scan.resultCount} results · {scan.foundCount} may need action
        </span>
      )}
    </li>
  );
}
