import { Button } from '~/components/ui/button';
import type { ButtonVariant } from '~/components/ui/button';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { TOAST_VARIANTS, useToast } from '~/lib/toast';
import type { ToastVariant } from '~/lib/toast';

const EXAMPLES: Record<ToastVariant, { title: string; description: string; button: ButtonVariant }> = {
  default: { title: 'Profile updated', description: 'Your changes were saved.', button: 'outline' },
  destructive: {
    title: 'Create Request Failed',
    description: 'Failed to create takedown request. Please try again.',
    button: 'destructive',
  },
  success: { title: 'Scan completed', description: 'No negative content was found for this term.', button: 'primary' },
  warning: {
    title: 'Using simulated data',
    description: 'API call failed. Showing mock results for demonstration.',
    button: 'outline',
  },
  info: {
    title: 'Negative content found',
    description: 'We found 3 mentions that may require action.',
    button: 'outline',
  },
};

/** A developer page (spec §2 "Developer and demo routes") showing every toast variant. */
export default function ToastExample() {
  const { toast, dismiss, toasts } = useToast();
  return (
    <DeveloperPage
      title="Toast examples"
      description="Every notification style the app uses, for checking how they look and behave. Toasts close by themselves after 5 seconds, except destructive ones, which stay until closed. At most five show at once."
      path={paths.toastExample.path}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {TOAST_VARIANTS.map((variant) => (
          <Button
            key={variant}
            variant={EXAMPLES[variant].button}
            onClick={() =>
              toast({ variant, title: EXAMPLES[variant].title, description: EXAMPLES[variant].description })
            }
          >
            Show {variant} toast
          </Button>
        ))}
        <Button variant="ghost" onClick={() => dismiss()} disabled={toasts.length === 0}>
          Dismiss all
        </Button>
      </div>
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
