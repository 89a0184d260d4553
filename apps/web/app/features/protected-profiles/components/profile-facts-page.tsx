import { Link } from 'react-router';
import type { ProfileFactsResponse } from '@cleardocket/domain/protected-profiles/contract';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { Form } from '~/lib/form/form';
import { TextField, TextareaField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { toast } from '~/lib/toast';
import { useProfileFacts } from '../api/get-profile-facts';
import { useSaveProfileFacts } from '../api/save-profile-facts';
import { FactsFormSchema, toFormValues } from './facts-form-schema';
import { ProfileConsent } from './profile-consent';

const ONE_A_LINE = 'One a line.';

/**
 * One person's or business's facts (issue 17 part 1): what their scans search for and how results
 * are judged to be theirs. Only their own names, numbers and addresses are searched.
 */
export function ProfileFactsPage({ id }: { id: string }) {
  const query = useProfileFacts(id);
  if (query.isLoading) return <Spinner label="Loading the profile…" />;
  if (!query.data) {
    return (
      <p role="alert" className="text-ink-800">
        We could not find this profile. It may have been removed, or it belongs to another account.
      </p>
    );
  }
  return <FactsEditor data={query.data} />;
}

function FactsEditor({ data }: { data: ProfileFactsResponse }) {
  const save = useSaveProfileFacts(data.profile.id);
  const isBusiness = data.profile.kind === 'business';
  const name = data.profile.label || 'This profile';
  return (
    <div className="grid max-w-3xl gap-6">
      <div>
        <h1 className="text-3xl font-bold">{name}</h1>
        <p className="mt-2 text-ink-700">
          {data.profile.kind === 'self'
            ? 'What you tell us about yourself.'
            : isBusiness
              ? 'What you tell us about this business.'
              : 'What you tell us about this family member.'}{' '}
          We search only for these names, numbers and addresses, and we use them to tell a listing that is really{' '}
          {data.profile.kind === 'self' ? 'yours' : 'theirs'} from a namesake&apos;s.
        </p>
        <p className="mt-2">
          <Link className="text-brand-700 underline" to={paths.dashboardSearch.getHref()}>
            Back to search
          </Link>
        </p>
      </div>
      {data.profile.kind === 'self' ? null : <ProfileConsent profileId={data.profile.id} isBusiness={isBusiness} />}
      {data.fromAccount ? <FromAccount facts={data.fromAccount} /> : null}
      <Form
        schema={FactsFormSchema}
        defaultValues={toFormValues(data.facts)}
        onSubmit={async (facts) => {
          await save.mutateAsync(facts);
          toast({ title: 'Profile saved', description: `Scans for ${name} now use these facts.`, variant: 'success' });
        }}
        className="grid gap-5 rounded-lg border border-ink-200 bg-white p-4 sm:p-5"
      >
        <FactsFields isBusiness={isBusiness} />
        <div>
          <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

/** The member's own facts from their account, which scans use too. */
function FromAccount({ facts }: { facts: NonNullable<ProfileFactsResponse['fromAccount']> }) {
  return (
    <section aria-labelledby="from-account" className="rounded-lg border border-ink-200 bg-ink-50 p-4">
      <h2 id="from-account" className="font-semibold">
        From your account
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        These count too. Change them on{' '}
        <Link className="text-brand-700 underline" to={paths.dashboardProfile.getHref()}>
          your account profile
        </Link>
        .
      </p>
      <ul className="mt-2 grid gap-1 text-sm break-words">
        {[...facts.emails, ...facts.phones, ...facts.places.map((place) => `${place.city}, ${place.state}`)].map(
          (fact) => (
            <li key={fact}>{fact}</li>
          ),
        )}
      </ul>
    </section>
  );
}

/** The facts a person or a business profile takes, one a line where there can be several. */
function FactsFields({ isBusiness }: { isBusiness: boolean }) {
  return (
    <>
      {isBusiness ? (
        <TextField name="owner" label="Owner" hint="The owner's full name, as first and last name." />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="middleName" label="Middle name" autoComplete="off" />
          <TextField name="birthYear" label="Year of birth" inputMode="numeric" autoComplete="off" />
        </div>
      )}
      {isBusiness ? null : (
        <TextareaField
          name="otherNames"
          label="Other names"
          hint={`Maiden or married names and nicknames, as first and last name. ${ONE_A_LINE}`}
          rows={3}
        />
      )}
      <TextareaField
        name="places"
        label={isBusiness ? 'Places' : 'Where they live or have lived'}
        hint="One place a line as City, State, and the county after a comma if you know it: Dayton, OH, Montgomery."
        rows={3}
      />
      <TextareaField
        name="relatives"
        label={isBusiness ? 'Owners and officers' : 'Relatives'}
        hint={`Full names. ${ONE_A_LINE}`}
        rows={3}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextareaField name="phones" label="Phone numbers" hint={ONE_A_LINE} rows={2} />
        <TextareaField name="emails" label="Email addresses" hint={ONE_A_LINE} rows={2} />
      </div>
      <TextareaField
        name="handles"
        label="Usernames on social sites"
        hint={`Like @janedoe84. They tell your own profiles from other people's of the same name. ${ONE_A_LINE}`}
        rows={2}
      />
      <TextareaField
        name="addresses"
        label="Street addresses"
        hint={`12 Elm Street, Dayton OH. ${ONE_A_LINE}`}
        rows={2}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextareaField name="caseNumbers" label="Court case numbers" hint={ONE_A_LINE} rows={2} />
        <TextareaField name="companies" label="Company names" hint={ONE_A_LINE} rows={2} />
      </div>
    </>
  );
}
