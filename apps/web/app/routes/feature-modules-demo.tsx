import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { FeatureMap } from '~/features/dev-tools/components/feature-map';

/** The feature map of the app, read from the running server and the route table. */
export default function FeatureModulesDemo() {
  return (
    <DeveloperPage
      title="Feature modules"
      description="The feature map of the app, read from the running server and the route table."
      path={paths.featureModulesDemo.path}
    >
      <FeatureMap />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
