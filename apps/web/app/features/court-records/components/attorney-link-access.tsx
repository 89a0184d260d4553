import type { AttorneyLinkUses } from '@cleardocket/domain/court-records/contract';
import { Button } from '~/components/ui/button';
import { formatMoment } from '~/lib/dates';
import { useAttorneyLinkUses } from '../api/get-attorney-link-uses';
import { useRevokeAttorneyLink } from '../api/revoke-attorney-link';

const ACTION_LABELS: Record<AttorneyLinkUses['uses'][number]['action'], string> = {
  read: 'Opened the referral',
  status: 'Recorded a step',
  order: 'Uploaded the court order',
};

export type AttorneyLinkAccessProps = { referralId: string };

/**
 * The attorney's link of one referral, as the member sees it (issue 32): each time it was used
 * (what, when, from which address) and a button that withdraws it for good.
 */
export function AttorneyLinkAccess({ referralId }: AttorneyLinkAccessProps) {
  const uses = useAttorneyLinkUses(referralId);
  const revoke = useRevokeAttorneyLink(referralId);
  if (uses.isPending) return <p className="text-sm text-ink-600">Loading the attorney’s access…</p>;
  if (uses.isError) return <p className="text-sm text-ink-600">We could not load the attorney’s access just now.</p>;
  const { revokedAt, linkDays, uses: list } = uses.data;
  return (
    <section aria-label="The attorney’s link" className="grid gap-2 text-sm text-ink-700">
      <p>
        {revokedAt
          ? `You withdrew the attorney’s link on ${formatMoment(revokedAt)}: it no longer opens this referral.`
          : `The attorney reaches this referral through the link in their email, which works for ${linkDays} days.`}
      </p>
      {list.length === 0 ? (
        <p>The attorney has not used the link yet.</p>
      ) : (
        <ol className="grid gap-1">
          {list.map((use) => (
            <li key={`${use.action}-${use.at}`}>
              {formatMoment(use.at)}: {ACTION_LABELS[use.action]}
              {use.ip ? ` (from ${use.ip})` : ''}
            </li>
          ))}
        </ol>
      )}
      {revokedAt ? null : (
        <div>
          <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
            {revoke.isPending ? 'Withdrawing…' : 'Withdraw the attorney’s link'}
          </Button>
          {revoke.isError ? (
            <p role="alert" className="mt-1 text-red-800">
              {revoke.error.message}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
