import { PageMeta } from '~/components/seo/page-meta';
import { Section } from '~/components/ui/section';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useProfile } from '~/features/profile/api/get-profile';
import { AddressesSection } from '~/features/profile/components/addresses-section';
import { NamesForm } from '~/features/profile/components/names-form';
import { PhoneSection } from '~/features/profile/components/phone-section';

export default function DashboardProfile() {
  const profile = useProfile();
  return (
    <div className="px-6 py-8">
      <PageMeta
        title="Your profile"
        description="Your name, phone and addresses."
        path={paths.dashboardProfile.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Your profile</h1>
      <p className="mt-2 text-ink-700">We use these details to tell which records are really about you.</p>
      {profile.isPending ? <Spinner /> : null}
      {profile.isError ? <p role="alert">{profile.error.message}</p> : null}
      {profile.data ? (
        <>
          <Section title="Name">
            <NamesForm profile={profile.data} />
            <p className="text-sm text-ink-600">
              Email: {profile.data.email} · Support id: {profile.data.user_friendly_id}
            </p>
          </Section>
          <Section title="Mobile phone">
            <PhoneSection profile={profile.data} />
          </Section>
          <Section title="Addresses">
            <AddressesSection addresses={profile.data.addresses} />
          </Section>
        </>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
