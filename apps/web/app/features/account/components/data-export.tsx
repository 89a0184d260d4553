import type { ExportFormat } from '@cleardocket/domain/account/export-contract';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { toFormErrorMessage } from '~/lib/form/form-failure';
import { exportFileUrl, useExport } from '../api/get-export';
import { useStartExport } from '../api/start-export';

const FORMATS: { value: ExportFormat; label: string; hint: string }[] = [
  { value: 'json', label: 'JSON (one file)', hint: 'One file with everything, for keeping or for another service.' },
  {
    value: 'zip',
    label: 'Spreadsheets (ZIP of CSV files)',
    hint: 'A folder of tables you can open in Excel, Numbers or Google Sheets.',
  },
];

/** 1 234 bytes → "1.2 KB"; the size helps people on slow or metered connections. */
function readableSize(bytes: number) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

type FormatChoiceProps = { format: ExportFormat; onChange: (format: ExportFormat) => void; disabled: boolean };

/** The two formats as radio cards, each with what it is good for. */
function FormatChoice({ format, onChange, disabled }: FormatChoiceProps) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 font-semibold">How would you like your copy?</legend>
      {FORMATS.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-ink-200 p-3 has-[:checked]:border-brand-700"
        >
          <input
            type="radio"
            name="export-format"
            value={option.value}
            checked={format === option.value}
            onChange={() => onChange(option.value)}
            className="mt-1"
          />
          <span className="grid gap-1">
            <span className="font-medium">{option.label}</span>
            <span className="text-sm text-ink-700">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** How far the job has got: kinds of data gathered of the total, as a bar and in words. */
function ExportProgress({ progress }: { progress: { done: number; total: number } }) {
  const words = `${progress.done} of ${progress.total} kinds of data gathered`;
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Preparing your data"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={words}
        className="h-3 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-brand-700"
          style={{ width: `${progress.total ? (progress.done / progress.total) * 100 : 0}%` }}
        />
      </div>
      <p className="text-sm text-ink-700">{progress.total ? words : 'Getting started…'}</p>
    </div>
  );
}

/** The finished copy's download link, with its size when known. */
function ExportReady({ id, byteSize }: { id: string; byteSize: number | null }) {
  return (
    <div className="grid gap-2">
      <p>Your copy is ready. It stays available for a day.</p>
      <div>
        <a href={exportFileUrl(id)} download className="font-semibold text-brand-700 underline">
          Download my data{byteSize === null ? '' : ` (${readableSize(byteSize)})`}
        </a>
      </div>
    </div>
  );
}

/** Choose a format, have the copy prepared by a job, follow its progress, download it when ready. */
export function DataExport() {
  const [format, setFormat] = useState<ExportFormat>('json');
  const [exportId, setExportId] = useState<string | null>(null);
  const start = useStartExport();
  const job = useExport(exportId);
  const current = job.data;
  const preparing = start.isPending || current?.status === 'queued' || current?.status === 'running';

  return (
    <div className="grid gap-4">
      <p>
        You can have a copy of everything we hold about you. Preparing it can take a minute; you can stay on this page
        while we gather it.
      </p>
      <FormatChoice format={format} onChange={setFormat} disabled={preparing} />
      <FormError message={start.error ? toFormErrorMessage(start.error) : null} />
      <div>
        <Button
          variant="outline"
          disabled={preparing}
          onClick={() => {
            start.mutate(format, { onSuccess: (created) => setExportId(created.id) });
          }}
        >
          Prepare my data
        </Button>
      </div>
      {/* Always present, so screen readers announce what appears in it. */}
      <div aria-live="polite" className="grid gap-2">
        {current && preparing ? <ExportProgress progress={current.progress} /> : null}
        {current?.status === 'ready' ? <ExportReady id={current.id} byteSize={current.byteSize} /> : null}
        {current?.status === 'failed' ? (
          <FormError message="Something went wrong while preparing your copy. Nothing was lost; please try again." />
        ) : null}
      </div>
      {job.error ? (
        <FormError message="We could not check on your copy just now. Please reload the page and try again." />
      ) : null}
    </div>
  );
}
