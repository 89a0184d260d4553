import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { DeveloperIndex } from '~/features/dev-tools/components/developer-index';

/** Demo pages of the app's building blocks, forms, performance and state. */
export default function Examples() {
  return (
    <DeveloperPage
      title="Examples"
      description="Demo pages of the app's building blocks, forms, performance and state."
      path={paths.examples.path}
    >
      <DeveloperIndex group="examples" current={paths.examples.path} />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
