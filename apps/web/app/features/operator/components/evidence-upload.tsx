import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SCREENSHOT_MAX_BYTES } from '@cleardocket/domain/operator/evidence-upload';
import { Form } from '~/lib/form/form';
import { RadioGroupField, TextField, TextareaField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useUploadEvidence } from '../api/upload-evidence';

const UploadSchema = z
  .object({
    kind: z.enum(['screenshot', 'letter']),
    note: z.string().trim().min(1, 'Say what it shows').max(2000, 'Keep the note to 2,000 characters'),
    text: z.string().max(100_000, 'Keep the letter to 100,000 characters'),
  })
  .refine((value) => value.kind === 'screenshot' || value.text.trim().length >= 20, {
    path: ['text'],
    message: 'Paste the site’s letter (at least 20 characters)',
  });

const KINDS = [
  { value: 'screenshot', label: 'Screenshot from the site (PNG)' },
  { value: 'letter', label: 'The site’s letter or email (text)' },
] as const;

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function Fields({
  fileId,
  onFile,
  fileError,
}: {
  fileId: string;
  onFile: (file: File | null) => void;
  fileError: string | null;
}) {
  const kind = useWatch({ name: 'kind' });
  return (
    <>
      <RadioGroupField name="kind" label="What you have" options={KINDS} />
      {kind === 'screenshot' ? (
        <div className="flex min-w-0 max-w-full flex-col gap-1">
          <label htmlFor={fileId} className="font-medium text-ink-900">
            Screenshot file (PNG, up to 8 MB)
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/png"
            className="max-w-full text-sm"
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
          />
          {fileError && (
            <p role="alert" className="text-sm text-red-700">
              {fileError}
            </p>
          )}
        </div>
      ) : (
        <TextareaField
          name="text"
          label="The letter, as received"
          rows={4}
          className="w-full min-w-0 flex-1 sm:w-auto sm:min-w-64"
        />
      )}
      <TextField
        name="note"
        label="What it shows (the member reads it)"
        size="sm"
        className="w-full min-w-0 flex-1 sm:w-auto sm:min-w-64"
      />
      <SubmitButton size="sm" variant="outline">
        Upload evidence
      </SubmitButton>
    </>
  );
}

/**
 * Evidence from the site an operator uploads before marking a request removed (decision 061): the
 * server stores it hashed and shows it to the member as the operator's evidence. A typed note is
 * not enough for "Removed".
 */
export function EvidenceUpload({ removalId }: { removalId: string }) {
  const upload = useUploadEvidence(removalId);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  return (
    <section aria-label="Upload from the site" className="flex min-w-0 flex-col gap-2">
      <p className="text-sm text-ink-700">
        “Removed” needs evidence: a check that shows the page gone, or a screenshot or letter from the site uploaded
        here.
      </p>
      <Form
        showsFormError={false}
        className="flex flex-wrap items-end gap-2"
        schema={UploadSchema}
        defaultValues={{ kind: 'screenshot', note: '', text: '' }}
        onSubmit={async (values, form) => {
          if (values.kind === 'screenshot') {
            if (!file) return setFileError('Choose the screenshot file');
            if (file.size > SCREENSHOT_MAX_BYTES) return setFileError('That file is larger than 8 MB');
            setFileError(null);
            await upload.mutateAsync({ kind: 'screenshot', note: values.note, pngBase64: await base64Of(file) });
          } else {
            await upload.mutateAsync({ kind: 'letter', note: values.note, text: values.text });
          }
          form.reset();
          setFile(null);
        }}
      >
        <Fields fileId={fileId} onFile={setFile} fileError={fileError} />
      </Form>
    </section>
  );
}
