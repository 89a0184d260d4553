import { Spinner } from '~/components/ui/spinner';

export type ListStateProps = {
  /** What the list holds, in words ("members"). */
  noun: string;
  isPending: boolean;
  error: Error | null;
  /** How many rows the answer has (undefined before the first answer). */
  count: number | undefined;
  /** True when a filter or search narrows the list (then "No … match" instead of "No … yet"). */
  filtered: boolean;
};

/** A console list's loading, error and empty states, in plain words; nothing once it has rows. */
export function ListState({ noun, isPending, error, count, filtered }: ListStateProps) {
  if (isPending) return <Spinner label={`Loading the ${noun}`} />;
  if (error)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
        We could not load the {noun}. {error.message}
      </p>
    );
  if (count === 0)
    return <p className="text-ink-700">{filtered ? `No ${noun} match these filters.` : `No ${noun} yet.`}</p>;
  return null;
}
