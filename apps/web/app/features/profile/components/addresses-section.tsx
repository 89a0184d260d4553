import { useState } from 'react';
import { AddressInputSchema } from '@cleardocket/domain/profile/address';
import { Button } from '~/components/ui/button';
import { Form } from '~/lib/form/form';
import { TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useAddAddress } from '../api/add-address';
import { useDeleteAddress } from '../api/delete-address';
import { useUpdateAddress } from '../api/update-address';
import type { Address } from '@cleardocket/domain/profile/contract';

const EMPTY = { label: '', line1: '', line2: '', city: '', state: '', postalCode: '' };

function AddressForm({ onDone }: { onDone: () => void }) {
  const add = useAddAddress();
  return (
    <Form
      schema={AddressInputSchema}
      defaultValues={EMPTY}
      onSubmit={async (address) => {
        // Blank optional parts are left out rather than stored as empty text.
        await add.mutateAsync({ ...address, label: address.label || undefined, line2: address.line2 || undefined });
        onDone();
      }}
      // The mutation's toast says why a save failed ('Failed to add address').
      showsFormError={false}
      className="grid gap-4 rounded-lg border border-ink-200 p-4 sm:grid-cols-2"
    >
      <TextField name="label" label="Label (optional)" placeholder="Home" />
      <TextField name="line1" label="Street address" autoComplete="address-line1" />
      <TextField name="line2" label="Apartment, suite (optional)" autoComplete="address-line2" />
      <TextField name="city" label="City" autoComplete="address-level2" />
      <TextField name="state" label="State" placeholder="TX" autoComplete="address-level1" />
      <TextField name="postalCode" label="ZIP code" inputMode="numeric" autoComplete="postal-code" />
      <div className="flex gap-3 sm:col-span-2">
        <SubmitButton>Save address</SubmitButton>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
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
