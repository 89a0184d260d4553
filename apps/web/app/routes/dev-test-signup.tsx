import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { SignUpForm } from '~/features/identity/components/sign-up-form';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { OutboxReader } from '~/features/outbox/components/outbox-reader';

/** The real sign-up form beside the outbox, where its verification code arrives. */
export default function DevTestSignup() {
  return (
    <DeveloperPage
      title="Test sign-up"
      description="The sign-up flow beside the outbox. Signing up here creates a real account and signs you in as it, ending your own session; its code arrives in the outbox."
      path={paths.devTestSignup.path}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <SignUpForm title="Sign up a test account" />
        <section aria-labelledby="signup-outbox" className="grid min-w-0 content-start gap-3">
          <h2 id="signup-outbox" className="text-xl font-semibold">
            Outbox
          </h2>
          <OutboxReader />
        </section>
      </div>
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
