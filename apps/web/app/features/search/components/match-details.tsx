import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { toast } from '~/lib/toast';
import { useSearchSettings, useUpdateSearchSettings } from '../api/search';
import type { SearchSettings } from '@cleardocket/domain/search/contract';

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The auto-create toggle (persisted) and the details that tell this member apart from namesakes. */
export function SearchSettingsPanel() {
  const settings = useSearchSettings();
  if (!settings.data) return null;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: SearchSettings }) {
  const update = useUpdateSearchSettings();
  const [middleName, setMiddleName] = useState(settings.middleName ?? '');
  const [birthYear, setBirthYear] = useState(settings.birthYear ? String(settings.birthYear) : '');
  const [aliases, setAliases] = useState(settings.aliases.join(', '));
  const [relatives, setRelatives] = useState(settings.relatives.join(', '));
  const [error, setError] = useState<string | undefined>();
  const thisYear = new Date().getFullYear();

  function save(event: FormEvent) {
    event.preventDefault();
    const year = birthYear.trim() ? Number(birthYear) : null;
    if (year !== null && (!Number.isInteger(year) || year < 1900 || year > thisYear)) {
      setError(`Enter a year between 1900 and ${thisYear}.`);
      return;
    }
    setError(undefined);
    update.mutate(
      { middleName: middleName.trim() || null, birthYear: year, aliases: list(aliases), relatives: list(relatives) },
      {
        onSuccess: () =>
          toast({ title: 'Matching details saved', description: 'New scans use them.', variant: 'success' }),
        onError: (failure) => toast({ title: 'Could not save', description: failure.message, variant: 'destructive' }),
      },
    );
  }

  return (
    <div className="grid gap-6">
      <label className="flex items-start gap-3 rounded-lg border border-ink-200 bg-white p-4">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={settings.autoCreateRequests}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ autoCreateRequests: event.target.checked })}
        />
        <span>
          <span className="font-semibold">Create takedown requests automatically</span>
          <span className="block text-sm text-ink-700">
            When a scan finds something that may need action, we open a request for it straight away. When this is off,
            we ask you first.
          </span>
        </span>
      </label>
      <form onSubmit={save} noValidate className="grid gap-4 rounded-lg border border-ink-200 bg-white p-4">
        <div>
          <h2 className="text-lg font-semibold">Help us recognise you</h2>
          <p className="text-sm text-ink-700">
            Listings often mix up people with the same name. These details are used only to score how likely each result
            is about you.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Middle name" value={middleName} onChange={(event) => setMiddleName(event.target.value)} />
          <Field
            label="Birth year"
            inputMode="numeric"
            value={birthYear}
            error={error}
            onChange={(event) => setBirthYear(event.target.value)}
          />
          <Field
            label="Other names you have used"
            hint="Separate names with commas"
            value={aliases}
            onChange={(event) => setAliases(event.target.value)}
          />
          <Field
            label="Close relatives"
            hint="Separate names with commas"
            value={relatives}
            onChange={(event) => setRelatives(event.target.value)}
          />
        </div>
        <div>
          <Button type="submit" variant="outline" disabled={update.isPending}>
            Save details
          </Button>
        </div>
      </form>
    </div>
  );
}
