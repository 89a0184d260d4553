import { useMemo } from 'react';
import { z } from 'zod';
import type { LessonsWire } from '@cleardocket/domain/protected-profiles/contract';
import { Form } from '~/lib/form/form';
import { CheckboxField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { toast } from '~/lib/toast';
import { useLessons } from '../api/get-lessons';
import { useLearn } from '../api/learn-from-result';

/**
 * After "This is me": the relatives and places the listing names that the profile lacks, offered
 * to be added (none ticked: the member chooses). What they add is weighed in later decisions.
 */
export function ProfileLessons({ resultId }: { resultId: string }) {
  const lessons = useLessons(resultId);
  const offered = lessons.data;
  if (!offered || (offered.relatives.length === 0 && offered.places.length === 0)) return null;
  return <LessonsForm resultId={resultId} offered={offered} />;
}

const placeText = (place: LessonsWire['places'][number]) => `${place.city}, ${place.state}`;

function LessonsForm({ resultId, offered }: { resultId: string; offered: LessonsWire }) {
  const learn = useLearn(resultId);
  const keys = useMemo(
    () => [...offered.relatives.map((_, i) => `relative${i}`), ...offered.places.map((_, i) => `place${i}`)],
    [offered],
  );
  const schema = useMemo(() => z.object(Object.fromEntries(keys.map((key) => [key, z.boolean()]))), [keys]);
  return (
    <Form
      schema={schema}
      defaultValues={Object.fromEntries(keys.map((key) => [key, false]))}
      onSubmit={async (values) => {
        const chosen = {
          relatives: offered.relatives.filter((_, i) => values[`relative${i}`]),
          places: offered.places.filter((_, i) => values[`place${i}`]),
        };
        if (chosen.relatives.length === 0 && chosen.places.length === 0) return;
        await learn.mutateAsync(chosen);
        toast({
          title: 'Added to the profile',
          description: 'Later scans count these as evidence that a listing is theirs.',
          variant: 'success',
        });
      }}
      className="grid gap-3 rounded-md border border-brand-200 bg-brand-50 p-3"
    >
      <fieldset className="grid gap-2">
        <legend className="font-semibold">Add what this listing shows to the profile?</legend>
        <p className="text-sm text-ink-700">
          Tick only what is right. It helps us tell their listings from a namesake&apos;s.
        </p>
        {offered.relatives.map((name, i) => (
          <CheckboxField key={`relative${i}`} name={`relative${i}`} label={`Relative: ${name}`} />
        ))}
        {offered.places.map((place, i) => (
          <CheckboxField key={`place${i}`} name={`place${i}`} label={`Lived in: ${placeText(place)}`} />
        ))}
      </fieldset>
      <div>
        <SubmitButton size="sm" pendingLabel="Adding…">
          Add the ticked ones
        </SubmitButton>
      </div>
    </Form>
  );
}
