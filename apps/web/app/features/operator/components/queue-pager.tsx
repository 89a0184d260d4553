import { Pager } from '~/components/ui/pager';

export type QueuePagerProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

export function QueuePager({ page, pageSize, total, onPage }: QueuePagerProps) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Pager
      label="Queue pages"
      page={page}
      hasNext={last < total}
      onPage={onPage}
      status={first <= total ? `${first}–${last} of ${total}` : `Page ${page} is past the last of ${total}`}
    />
  );
}
