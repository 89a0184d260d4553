import { createContext, useContext, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { RegisterOptions } from 'react-hook-form';
import type { z } from 'zod';
import { describedBy } from '~/components/ui/field';
import { hasField, maxLengthOf } from './schema-fields';

/** The schema of the enclosing <Form>, for what its fields read from it (maxLength). */
export const FormSchemaContext = createContext<z.ZodType | null>(null);

/**
 * Everything a field component wires: its id, the ids of its error and hint, aria-invalid and
 * aria-describedby, the schema's maxLength, and react-hook-form's registration.
 */
export function useFormField(name: string, options: { hasHint: boolean; register?: RegisterOptions }) {
  const schema = useContext(FormSchemaContext);
  const form = useFormContext();
  const id = `${useId()}-${name}`;
  if (!schema) throw new Error(`The field "${name}" is outside a <Form>.`);
  // A misspelt name would otherwise be a field that never validates: fail loudly while developing.
  if (!hasField(schema, name)) throw new Error(`"${name}" is not a field of this form's schema.`);
  const ids = { errorId: `${id}-error`, hintId: `${id}-hint` };
  const message = form.getFieldState(name, form.formState).error?.message;
  const error = typeof message === 'string' && message !== '' ? message : undefined;
  return {
    id,
    ...ids,
    error,
    maxLength: maxLengthOf(schema, name),
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(ids, { hasError: Boolean(error), hasHint: options.hasHint }),
    },
    registration: form.register(name, options.register),
  };
}
