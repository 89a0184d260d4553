import { MAX_PREMIUM_LINKS } from '@cleardocket/domain/membership/plans';

/** How many premium links to buy (premium is priced per link). */
export function PremiumQuantity({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  return (
    <label className="flex items-center gap-2">
      Links
      <input
        type="number"
        min={1}
        max={MAX_PREMIUM_LINKS}
        value={value}
        onChange={(event) => onChange(Math.min(MAX_PREMIUM_LINKS, Math.max(1, Number(event.target.value) || 1)))}
        className="h-11 w-20 rounded-md border border-ink-300 px-2"
      />
    </label>
  );
}
