import { z } from 'zod';
import { Form } from '~/lib/form/form';
import { TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { toast } from '~/lib/toast';
import { useSearchSettings } from '../api/get-search-settings';
import { useUpdateSearchSettings } from '../api/update-search-settings';
import type { SearchSettings } from '@cleardocket/domain/search/contract';

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The limits of the search settings route: a middle name, up to 10 other names and 20 relatives of 120 characters. */
const NAME_MAX = 120;
const listField = (count: number) => z.string().max(count * (NAME_MAX + 2));
const thisYear = new Date().getFullYear();

const MatchingDetailsSchema = z
  .object({
    middleName: z.string().max(60),
    birthYear: z
      .string()
      .trim()
      .max(4)
      .refine(
        (value) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= thisYear),
        `Enter a year between 1900 and ${thisYear}.`,
      ),
    aliases: listField(10),
    relatives: listField(20),
  })
  .transform((details) => ({
    middleName: details.middleName.trim() || null,
    birthYear: details.birthYear ? Number(details.birthYear) : null,
    aliases: list(details.aliases),
    relatives: list(details.relatives),
  }));

/** The auto-create toggle (persisted) and the details that tell this member apart from namesakes. */
export function SearchSettingsPanel() {
  const settings = useSearchSettings();
  if (!settings.data) return null;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: SearchSettings }) {
  const update = useUpdateSearchSettings();
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
      <Form
        schema={MatchingDetailsSchema}
        defaultValues={{
          middleName: settings.middleName ?? '',
          birthYear: settings.birthYear ? String(settings.birthYear) : '',
          aliases: settings.aliases.join(', '),
          relatives: settings.relatives.join(', '),
        }}
        onSubmit={async (changes) => {
          await update.mutateAsync(changes);
          toast({ title: 'Matching details saved', description: 'New scans use them.', variant: 'success' });
        }}
        className="grid gap-4 rounded-lg border border-ink-200 bg-white p-4"
      >
        <div>
          <h2 className="text-lg font-semibold">Help us recognise you</h2>
          <p className="text-sm text-ink-700">
            Listings often mix up people with the same name. These details are used only to score how likely each result
            is about you.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="middleName" label="Middle name" />
          <TextField name="birthYear" label="Birth year" inputMode="numeric" />
          <TextField name="aliases" label="Other names you have used" hint="Separate names with commas" />
          <TextField name="relatives" label="Close relatives" hint="Separate names with commas" />
        </div>
        <div>
          <SubmitButton variant="outline" disabled={update.isPending}>
            Save details
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
