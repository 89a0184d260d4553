import { REMOVAL_STATUSES, TAKEDOWN_STATUSES } from '@cleardocket/domain/requests/status';
import { Button, ButtonLink } from '~/components/ui/button';
import type { ButtonSize, ButtonVariant } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { StatusBadge } from '~/components/ui/status-badge';
import { paths } from '~/config/paths';
import { formatDay, formatMoment } from '~/lib/dates';
import { toast } from '~/lib/toast';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3 rounded-lg border border-ink-200 bg-white p-4">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The member area's building blocks as they are (`/feature-demo`): the real components, each in
 * every state the app uses, for checking looks, focus and contrast in one place.
 */
export function ComponentGallery() {
  const now = new Date().toISOString();
  return (
    <div className="grid gap-6">
      <Block title="Buttons">
        {SIZES.map((size) => (
          <div key={size} className="flex flex-wrap items-center gap-2">
            {VARIANTS.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                {variant} {size}
              </Button>
            ))}
            <Button size={size} disabled>
              disabled
            </Button>
          </div>
        ))}
        <div>
          <ButtonLink to={paths.examples.getHref()} variant="outline">
            A link styled as a button
          </ButtonLink>
        </div>
      </Block>
      <Block title="Status badges">
        <div className="flex flex-wrap gap-2">
          {REMOVAL_STATUSES.map((status) => (
            <StatusBadge key={`removal-${status}`} status={status} />
          ))}
          {TAKEDOWN_STATUSES.map((status) => (
            <StatusBadge key={`takedown-${status}`} status={status} />
          ))}
        </div>
      </Block>
      <Block title="Loading">
        <Spinner />
      </Block>
      <Block title="Dates (the reader's time zone)">
        <p>
          Day: {formatDay(now)}. Moment: {formatMoment(now)}.
        </p>
      </Block>
      <Block title="Toasts">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => toast({ variant: 'success', title: 'Saved', description: 'It worked.' })}
          >
            Show a toast
          </Button>
          <ButtonLink to={paths.toastExample.getHref()} variant="ghost">
            Every variant
          </ButtonLink>
        </div>
      </Block>
    </div>
  );
}
