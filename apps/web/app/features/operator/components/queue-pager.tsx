import { Button } from '~/components/ui/button';

export type QueuePagerProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

export function QueuePager({ page, pageSize, total, onPage }: QueuePagerProps) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label="Queue pages" className="flex flex-wrap items-center gap-3">
      <p className="text-ink-700" aria-live="polite">
        {first <= total ? `${first}–${last} of ${total}` : `Page ${page} is past the last of ${total}`}
      </p>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
