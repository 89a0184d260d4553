import { useState } from 'react';
import { profileLimitAdvice } from '@cleardocket/domain/membership/plan-copy';
import { Link } from 'react-router';
import { ProfileFormSchema, profileFormDefaults } from '@cleardocket/domain/protected-profiles/profile-form';
import { FAMILY_RELATION_LABELS } from '@cleardocket/domain/protected-profiles/profiles';
import type { ProtectedProfile } from '@cleardocket/domain/protected-profiles/contract';
import { ProfileKindFields } from '~/components/forms/profile-kind-fields';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { Form } from '~/lib/form/form';
import { SubmitButton } from '~/lib/form/submit-button';
import { toast } from '~/lib/toast';
import { useAddProfile } from '../api/add-profile';
import { useProfiles } from '../api/get-profiles';

/** After onboarding a member adds someone else: their own profile already exists or comes with a scan. */
const KIND_OPTIONS = [
  { value: 'family', label: 'A family member' },
  { value: 'business', label: 'A business' },
] as const;

function describe(profile: ProtectedProfile): string {
  if (profile.kind === 'self') return 'You';
  if (profile.kind === 'business') return 'Business';
  return profile.relation ? FAMILY_RELATION_LABELS[profile.relation] : 'Family member';
}

function AddProfileForm({ onAdded }: { onAdded: () => void }) {
  const add = useAddProfile();
  return (
    <Form
      schema={ProfileFormSchema}
      defaultValues={profileFormDefaults(null, 'family')}
      onSubmit={async (input) => {
        const profile = await add.mutateAsync(input);
        toast({
          title: 'Added',
          description: `${profile.label} is on your list. Add what you know about them next.`,
          variant: 'success',
        });
        onAdded();
      }}
      className="grid gap-6"
    >
      <ProfileKindFields kinds={KIND_OPTIONS} />
      <div>
        <SubmitButton pendingLabel="Adding…">Add them</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The people and businesses the member protects (issue 17 part 1): each one's facts page, and adding
 * a family member or business after onboarding, within the plan's number of profiles.
 */
export function ProfilesPage() {
  const query = useProfiles();
  const [formKey, setFormKey] = useState(0);
  if (query.isLoading) return <Spinner label="Loading who you protect…" />;
  if (!query.data) {
    return (
      <p role="alert" className="text-ink-800">
        We could not load your profiles. Please reload the page.
      </p>
    );
  }
  const { profiles, limit } = query.data;
  const full = profiles.length >= limit;
  return (
    <div className="grid max-w-3xl gap-8">
      <div>
        <h1 className="text-3xl font-bold">Who we protect</h1>
        <p className="mt-2 text-ink-700">
          Every scan is for one of these people or businesses, and we search only for their own names, numbers and
          addresses. Your plan covers {limit} {limit === 1 ? 'profile' : 'profiles'}; you have {profiles.length}.
        </p>
      </div>
      {profiles.length === 0 ? (
        <p className="text-ink-700">
          Your own profile is made with your first scan. You can add a family member or a business below.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Profiles">
          {profiles.map((profile) => (
            <li
              key={profile.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-200 p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{profile.label || 'You'}</p>
                <p className="text-sm text-ink-700">{describe(profile)}</p>
              </div>
              <Link
                className="inline-flex min-h-11 items-center text-brand-700 underline"
                to={paths.dashboardProtectedProfile.getHref(profile.id)}
                aria-label={`What we know about ${profile.label || 'you'}`}
              >
                What we know
              </Link>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="add-profile" className="grid gap-4">
        <h2 id="add-profile" className="text-xl font-semibold">
          Add someone
        </h2>
        {full ? (
          <p className="text-ink-700">
            {profileLimitAdvice(limit).text}{' '}
            {profileLimitAdvice(limit).upgrade ? (
              <Link className="text-brand-700 underline" to={paths.dashboardBilling.getHref()}>
                Choose a plan
              </Link>
            ) : null}
          </p>
        ) : (
          <AddProfileForm key={formKey} onAdded={() => setFormKey((key) => key + 1)} />
        )}
      </section>
    </div>
  );
}
