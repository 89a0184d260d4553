import { useState } from 'react';
import type { FormEvent } from 'react';
import { AddressInputSchema } from '@cleardocket/domain/profile/address';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { toFieldErrors } from '~/lib/field-errors';
import { useAddAddress, useDeleteAddress, useUpdateAddress } from '../api/profile';
import type { Address } from '@cleardocket/domain/profile/contract';

const EMPTY = { label: '', line1: '', line2: '', city: '', state: '', postalCode: '' };
type Draft = typeof EMPTY;

function AddressForm({ onDone }: { onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const add = useAddAddress();
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AddressInputSchema.safeParse({
      ...draft,
      label: draft.label || undefined,
      line2: draft.line2 || undefined,
    });
    if (!parsed.success) {
      setErrors(toFieldErrors<keyof Draft>(parsed.error.issues));
      return;
    }
    setErrors({});
    await add.mutateAsync(parsed.data).then(
      () => {
        setDraft(EMPTY);
        onDone();
      },
      () => undefined,
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-lg border border-ink-200 p-4 sm:grid-cols-2"
    >
      <Field label="Label (optional)" value={draft.label} onChange={set('label')} placeholder="Home" />
      <Field
        label="Street address"
        value={draft.line1}
        onChange={set('line1')}
        error={errors.line1}
        autoComplete="address-line1"
      />
      <Field
        label="Apartment, suite (optional)"
        value={draft.line2}
        onChange={set('line2')}
        autoComplete="address-line2"
      />
      <Field label="City" value={draft.city} onChange={set('city')} error={errors.city} autoComplete="address-level2" />
      <Field
        label="State"
        value={draft.state}
        onChange={set('state')}
        error={errors.state}
        maxLength={2}
        placeholder="TX"
        autoComplete="address-level1"
      />
      <Field
        label="ZIP code"
        value={draft.postalCode}
        onChange={set('postalCode')}
        error={errors.postalCode}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          Save address
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The member's addresses, primary first; one primary at a time. */
export function AddressesSection({ addresses }: { addresses: Address[] }) {
  const [isAdding, setAdding] = useState(false);
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  return (
    <div className="grid gap-4">
      {addresses.length === 0 ? (
        <p className="text-ink-700">
          No addresses yet. Past addresses help us recognise listings that are really about you.
        </p>
      ) : null}
      <ul className="grid gap-3">
        {addresses.map((address) => (
          <li
            key={address.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-ink-200 p-4"
          >
            <div>
              <p className="font-medium">
                {address.label ?? 'Address'}{' '}
                {address.isPrimary ? (
                  <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-sm text-brand-900">Primary</span>
                ) : null}
              </p>
              <p className="text-ink-700">
                {address.line1}
                {address.line2 ? `, ${address.line2}` : ''}, {address.city}, {address.state} {address.postalCode}
              </p>
            </div>
            <div className="flex gap-2">
              {address.isPrimary ? null : (
                <Button size="sm" variant="outline" onClick={() => update.mutate({ id: address.id, isPrimary: true })}>
                  Make primary
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => remove.mutate(address.id)}
                aria-label={`Delete ${address.line1}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {isAdding ? (
        <AddressForm onDone={() => setAdding(false)} />
      ) : (
        <div>
          <Button variant="outline" onClick={() => setAdding(true)}>
            Add an address
          </Button>
        </div>
      )}
    </div>
  );
}
