import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormError } from '~/components/ui/field';
import { reportError } from '~/lib/report-error';
import { isExpectedFailure, toFormErrorMessage, toServerFieldErrors } from './form-failure';
import { fieldNamesOf } from './schema-fields';
import { FormSchemaContext } from './use-form-field';

type FormApi<TInput extends FieldValues, TOutput extends FieldValues> = UseFormReturn<TInput, unknown, TOutput>;

export type FormProps<TInput extends FieldValues, TOutput extends FieldValues> = {
  /** The zod schema of the domain package (or one built from its rules): checks and shapes the values. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** Runs with the schema's output; a throw shows a form-level error and keeps what was typed. */
  onSubmit: (values: TOutput, form: FormApi<TInput, TOutput>) => Promise<unknown> | unknown;
  /** The form-level words for a failure (default: the catalogue's, spec §8). */
  describeError?: (error: unknown) => string;
  /** False where the failure is already told another way (a mutation's toast). */
  showsFormError?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * The one form of the web app (STYLE "Data flow"): react-hook-form with the schema's resolver,
 * native validation off, the submit disabled while it runs, a failure's message at the top
 * (role=alert) and the server's field errors on their fields.
 */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  describeError = toFormErrorMessage,
  showsFormError = true,
  className,
  children,
}: FormProps<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });
  const formError = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, form);
    } catch (error) {
      if (!isExpectedFailure(error)) reportError(error, 'ui', 'medium');
      const fieldErrors = Object.entries(toServerFieldErrors(error, fieldNamesOf(schema)));
      fieldErrors.forEach(([name, message], index) =>
        // The names are the schema's own keys (fieldNamesOf), so they are paths of its input.
        form.setError(name as Path<TInput>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      form.setError('root.server', { type: 'server', message: describeError(error) });
    }
  });

  return (
    <FormSchemaContext value={schema}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} className={className}>
          {showsFormError ? <FormError message={formError} /> : null}
          {children}
        </form>
      </FormProvider>
    </FormSchemaContext>
  );
}
