import { Pager } from '~/components/ui/pager';

export type ConsolePagerProps = {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/** Previous / Next under a console list, with where the reader is ("26–50 of 120"). */
export function ConsolePager({ label, page, pageSize, total, onPage }: ConsolePagerProps) {
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Pager
      label={label}
      page={page}
      hasNext={last < total}
      onPage={onPage}
      status={first <= total ? `${first}–${last} of ${total}` : `Page ${page} is past the last of ${total}`}
    />
  );
}
