import { useFormState } from 'react-hook-form';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import type { ButtonProps } from '~/components/ui/button';

export type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** What the button says while the submit runs ('Signing in…'); its label otherwise. */
  pendingLabel?: ReactNode;
};

/** The submit button of a <Form>: disabled while the submit runs, so a form is never sent twice. */
export function SubmitButton({ children, pendingLabel, disabled, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" disabled={isSubmitting || disabled} {...props}>
      {isSubmitting && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
