import { Check } from 'lucide-react';
import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { cn } from '~/lib/cn';
import { PLANS, formatPrice } from '../content/plans';

/** The plans compared in one table (the pricing page's comparison). */
function PlanTable() {
  return (
    <div className="relative mx-auto max-w-5xl overflow-x-auto px-4 py-12">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Plans compared</caption>
        <thead>
          <tr className="border-b border-ink-300">
            <th scope="col" className="p-3">
              Plan
            </th>
            <th scope="col" className="p-3">
              Price
            </th>
            <th scope="col" className="p-3">
              What it covers
            </th>
            <th scope="col" className="p-3">
              <span className="sr-only">Choose</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {PLANS.map((plan) => (
            <tr key={plan.id} className="border-b border-ink-200 align-top">
              <th scope="row" className="p-3 font-semibold">
                {plan.name}
              </th>
              <td className="p-3 whitespace-nowrap">
                {formatPrice(plan.priceCents)} <span className="text-ink-600">{plan.unit}</span>
              </td>
              <td className="p-3 text-ink-700">{plan.summary}</td>
              <td className="p-3">
                <ButtonLink to={paths.onboarding.getHref(plan.planId)} size="sm">
                  Choose {plan.name}
                </ButtonLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One card per plan, the highlighted one outlined. */
function PlanCardGrid() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-3">
      {PLANS.map((plan) => (
        <section
          key={plan.id}
          aria-labelledby={`plan-${plan.id}`}
          className={cn(
            'flex flex-col rounded-2xl border p-6',
            plan.highlighted ? 'border-brand-700 shadow-lg' : 'border-ink-200',
          )}
        >
          <h2 id={`plan-${plan.id}`} className="text-xl font-bold">
            {plan.name}
          </h2>
          <p className="mt-3">
            <span className="text-4xl font-extrabold">{formatPrice(plan.priceCents)}</span>{' '}
            <span className="text-ink-600">{plan.unit}</span>
          </p>
          <p className="mt-3 text-ink-700">{plan.summary}</p>
          <ul className="mt-5 grid flex-1 gap-2">
            {plan.includes.map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <ButtonLink
            to={paths.onboarding.getHref(plan.planId)}
            className="mt-6"
            variant={plan.highlighted ? 'primary' : 'outline'}
          >
            Choose {plan.name}
          </ButtonLink>
        </section>
      ))}
    </div>
  );
}

export function PlanCards({ layout = 'cards' }: { layout?: 'cards' | 'table' }) {
  return layout === 'table' ? <PlanTable /> : <PlanCardGrid />;
}
