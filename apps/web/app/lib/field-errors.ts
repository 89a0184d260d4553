/** The first message for each field, from a zod error's issues (forms show one per field). */
export function toFieldErrors<TField extends string>(
  issues: { path: PropertyKey[]; message: string }[],
): Partial<Record<TField, string>> {
  const errors: Partial<Record<TField, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field as TField] ??= issue.message;
  }
  return errors;
}
