import { useState } from 'react';
import { formatCents, PLANS } from '@cleardocket/domain/membership/plans';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { usePremiumLinks } from '../api/get-premium-links';
import { useUsePremiumLink } from '../api/use-premium-link';
import { formatDay } from '~/lib/dates';

export type PremiumCandidate = { id: string; label: string };

/**
 * The member's premium links (issue 16): each one's guarantee, read from its removal's verdict,
 * and a way to put an open removal under the premium terms while bought links are left.
 */
export function PremiumLinks({ candidates }: { candidates: PremiumCandidate[] }) {
  const links = usePremiumLinks();
  const use = useUsePremiumLink();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (links.isPending) return <Spinner label="Loading your premium links" />;
  if (links.isError) return <p role="alert">{links.error.message}</p>;
  const { bought, used } = links.data;
  const inUse = new Set(links.data.links.map((link) => link.removalId));
  const open = candidates.filter((candidate) => !inUse.has(candidate.id));
  const submit = async () => {
    if (!chosen) return setError('Choose the removal to make premium.');
    setError(undefined);
    try {
      await use.mutateAsync(chosen);
      setChosen('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
    }
  };
  return (
    <div className="grid gap-4">
      <p>
        {bought === 0
          ? `Premium links come with the Premium plan: ${formatCents(PLANS.premium.amountCents)} per link, removed within 45 days or refunded.`
          : `${used} of ${bought} premium ${bought === 1 ? 'link' : 'links'} in use.`}
      </p>
      {links.data.links.length > 0 ? (
        <ul className="grid gap-3">
          {links.data.links.map((link) => (
            <li key={link.id} className="grid gap-1 rounded-md border border-ink-200 p-3">
              <p className="font-semibold break-all">{link.siteName ?? link.url}</p>
              <p>{link.text}</p>
              <p className="text-sm text-ink-700">
                Started {formatDay(link.startedAt)} · guarantee ends {formatDay(link.guaranteeEndsAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {bought > used && open.length > 0 ? (
        <div className="grid gap-3">
          <FormError message={error} />
          <label className="grid gap-1.5">
            <span className="font-medium">Make a removal premium</span>
            <select
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              className="h-11 rounded-md border border-ink-300 px-2"
            >
              <option value="">Choose a removal</option>
              {open.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </label>
          <div>
            <Button onClick={() => void submit()} disabled={use.isPending}>
              Use a premium link
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
