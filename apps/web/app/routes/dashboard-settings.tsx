import { PageMeta } from '~/components/seo/page-meta';
import { Section } from '~/components/ui/section';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { TWO_FACTOR_SECTION_ID, paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';
import { DataSection } from '~/features/account/components/data-section';
import { PasswordForm } from '~/features/account/components/password-form';
import { SessionsList } from '~/features/account/components/sessions-list';
import { TwoFactorSection } from '~/features/account/components/two-factor-section';
import { AgentAuthorisation } from '~/features/authorisation/components/agent-authorisation';
import { ApiKeysSection } from '~/features/api-keys/components/api-keys-section';

export default function DashboardSettings() {
  const session = useSession();
  return (
    <div className="px-6 py-8">
      <PageMeta
        title="Settings"
        description="Password, two-factor, sessions, API keys and your data."
        path={paths.dashboardSettings.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Settings</h1>
      <Section title="Password">
        <PasswordForm />
      </Section>
      <Section title="Two-factor authentication" id={TWO_FACTOR_SECTION_ID}>
        <TwoFactorSection isEnabled={session.user?.twoFactorEnabled ?? false} />
      </Section>
      <Section title="Signed-in sessions">
        <SessionsList />
      </Section>
      <Section title="Filing opt-outs for you">
        <AgentAuthorisation />
      </Section>
      <Section title="API keys" id="api-keys">
        <ApiKeysSection />
      </Section>
      <Section title="Your data">
        <DataSection />
      </Section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
