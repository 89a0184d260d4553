import { attentionSummary } from '@cleardocket/domain/search/alerts';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { useAttentionCounts } from '../api/get-alert-count';

export type AttentionBannerProps = { onReview: () => void; isReviewing: boolean };

/**
 * What the member's results ask of them, in the words every surface uses (domain search/alerts.ts
 * `attentionSummary`): alerts, and results that need them to confirm, with the way to the review list.
 */
export function AttentionBanner({ onReview, isReviewing }: AttentionBannerProps) {
  const counts = useAttentionCounts();
  if (!counts.data) return null;
  const summary = attentionSummary(counts.data);
  if (summary.tone === 'clear') return null;
  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-md border p-3',
        summary.tone === 'action'
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-amber-300 bg-amber-50 text-amber-900',
      )}
      data-testid="attention-summary"
    >
      <p className="font-semibold">{summary.text}</p>
      {counts.data.review > 0 && !isReviewing ? (
        <Button size="sm" variant="outline" onClick={onReview}>
          Review them
        </Button>
      ) : null}
    </div>
  );
}
