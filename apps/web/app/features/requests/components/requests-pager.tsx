import { Pager } from '~/components/ui/pager';

export type RequestsPagerProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Previous and Next through the member's requests, with which of them are shown ('21–40 of 45'). */
export function RequestsPager({ page, pageSize, total, onPage }: RequestsPagerProps) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Pager
      label="Request pages"
      page={page}
      hasNext={last < total}
      onPage={onPage}
      status={first <= total ? `${first}–${last} of ${total}` : `Page ${page} is past the last of ${total}`}
    />
  );
}
