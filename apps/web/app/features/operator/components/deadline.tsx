import { formatDay } from '~/lib/dates';

/** When the site owes an answer, and an "Overdue" badge in words once the date has passed. */
export function Deadline({ deadline, overdue }: { deadline: string | null; overdue: boolean }) {
  if (!deadline) return <span className="text-ink-700">No deadline yet</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>Due {formatDay(deadline)}</span>
      {overdue ? (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">Overdue</span>
      ) : null}
    </span>
  );
}

/** Who has the request, in words. */
export const claimText = (item: { claimedByMe: boolean; claimed: boolean }) =>
  item.claimedByMe ? 'Claimed by you' : item.claimed ? 'Claimed by a colleague' : 'Unclaimed';
