import { useState } from 'react';
import { z } from 'zod';
import type { OrderUploaded } from '@cleardocket/domain/court-records/contract';
import { ORDER_MAX_BYTES, ORDER_MESSAGES } from '@cleardocket/domain/court-records/file-type';
import { orderOutcomeMessage } from '@cleardocket/domain/court-records/order-outcome';
import { FieldFrame, controlClasses } from '~/components/ui/field';
import { Form } from '~/lib/form/form';
import { SelectField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useFormField } from '~/lib/form/use-form-field';
import type { OrderKind } from '../api/court-api';

const KINDS: readonly { value: OrderKind; label: string }[] = [
  { value: 'sealing', label: 'Order to seal the record' },
  { value: 'expungement', label: 'Order of expungement' },
  { value: 'dismissal', label: 'Order of dismissal (a lawsuit)' },
];

const hasOneFile = (value: unknown): value is FileList =>
  typeof FileList !== 'undefined' && value instanceof FileList && value.length === 1;

/** The size is checked here too so a big scan is not sent; the type is the server's to judge (by content). */
const OrderFormSchema = z.object({
  kind: z.enum(['sealing', 'expungement', 'dismissal'], 'Choose what the order does.'),
  orderedOn: z
    .string()
    .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter the date of the order.'),
  file: z
    .custom<FileList>(hasOneFile, 'Choose the order’s file: a PDF, or a PNG or JPEG scan.')
    .refine((files) => (files.item(0)?.size ?? 0) <= ORDER_MAX_BYTES, ORDER_MESSAGES.tooLarge),
});

function FileField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const field = useFormField(name, { hasHint: true });
  return (
    <FieldFrame {...field} label={label} hint={hint}>
      <input
        id={field.id}
        type="file"
        accept="application/pdf,image/png,image/jpeg"
        className={controlClasses(Boolean(field.error), 'py-2')}
        {...field.aria}
        {...field.registration}
      />
    </FieldFrame>
  );
}

export type OrderUploadProps = {
  upload: (order: {
    file: Blob;
    kind: OrderKind;
    orderedOn: string;
  }) => Promise<Pick<OrderUploaded, 'removalsOpened' | 'addedToOpen'>>;
  defaultKind?: OrderKind;
  /** The partner attorney uploads for a client: the answer speaks of the client's requests. */
  isForClient?: boolean;
};

/**
 * The court's order (issue 15 Deliver 4): a PDF, PNG or JPEG up to 10 MB. The server reads the
 * file's first bytes; anything else is refused with its message and nothing is stored.
 */
export function OrderUpload({ upload, defaultKind = 'sealing', isForClient = false }: OrderUploadProps) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="grid gap-3">
      <Form
        schema={OrderFormSchema}
        defaultValues={{ kind: defaultKind, orderedOn: '' }}
        onSubmit={async (values, form) => {
          const file = values.file.item(0);
          if (!file) return;
          const answer = await upload({ file, kind: values.kind, orderedOn: values.orderedOn });
          setDone(orderOutcomeMessage(answer, isForClient ? 'your client’s' : 'your'));
          form.reset({ kind: values.kind, orderedOn: '' });
        }}
        className="grid gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="kind" label="What the order does" options={KINDS} />
          <TextField name="orderedOn" type="date" label="Date of the order" hint="As written on the order" />
        </div>
        <FileField name="file" label="The order" hint="A PDF, or a PNG or JPEG scan or photo; at most 10 MB." />
        <div>
          <SubmitButton pendingLabel="Uploading…">Upload the order</SubmitButton>
        </div>
      </Form>
      {done !== null ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
          The order is on file. {done}
        </p>
      ) : null}
    </div>
  );
}
