import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { ComponentGallery } from '~/features/dev-tools/components/component-gallery';

/** The member area's building blocks, each in every state the app uses. */
export default function FeatureDemo() {
  return (
    <DeveloperPage
      title="Feature demo"
      description="The member area's building blocks, each in every state the app uses."
      path={paths.featureDemo.path}
    >
      <ComponentGallery />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
