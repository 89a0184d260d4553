import { SEARCH_TOASTS } from '@cleardocket/domain/search/messages';
import type { SearchType } from '@cleardocket/domain/search/query';
import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast';
import { useCreateRequests } from '../api/create-requests';
import { alertIdsFor } from '../api/get-alert-ids';

export type RequestsPrompt = { type: SearchType; term: string; count: number };

/** After a scan that found something: create a takedown request for every finding, or not now. */
export function CreateRequestsPrompt({ prompt, onClose }: { prompt: RequestsPrompt; onClose: () => void }) {
  const createRequests = useCreateRequests();

  async function createAll() {
    try {
      const ids = await alertIdsFor(prompt.type, prompt.term);
      createRequests.mutate(ids, { onSuccess: onClose });
    } catch {
      toast({ ...SEARCH_TOASTS.createRequestFailed, variant: 'destructive' });
    }
  }

  return (
    <div role="region" aria-label="Create requests" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold">
        Create takedown requests for the {prompt.count} {prompt.count === 1 ? 'finding' : 'findings'} that need action?
      </p>
      <p className="text-sm text-ink-700">You can also act on each result below, one at a time.</p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" disabled={createRequests.isPending} onClick={() => void createAll()}>
          Create {prompt.count} {prompt.count === 1 ? 'request' : 'requests'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
    </div>
  );
}
