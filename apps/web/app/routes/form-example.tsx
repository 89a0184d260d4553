import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { FormExample } from '~/features/dev-tools/components/form-example';

/** The one form stack with every validation rule of the spec's forms, checked by the domain's own rules. */
export default function FormExampleRoute() {
  return (
    <DeveloperPage
      title="Form example"
      description="The one form stack with every validation rule of the spec's forms, checked by the domain's own rules."
      path={paths.formExample.path}
    >
      <FormExample />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
