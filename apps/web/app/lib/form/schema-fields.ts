import { z } from 'zod';

/**
 * What a form learns from its zod schema about one field: whether the field exists and the
 * longest value it allows (STYLE "Data flow": every text input has the maxLength its schema
 * allows). Refinements and transforms around an object are looked through.
 */

/** The object schema inside wrappers (`.transform`, `.pipe`, optional), or null. */
function objectOf(schema: z.core.$ZodType): z.ZodObject | null {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return objectOf(schema.in);
  return null;
}

/** The names of the form's fields (the top-level keys of its object schema). */
export function fieldNamesOf(schema: z.core.$ZodType): string[] {
  return Object.keys(objectOf(schema)?.shape ?? {});
}

/** Whether `name` is a field of the schema; a schema that is not an object admits any name. */
export function hasField(schema: z.core.$ZodType, name: string): boolean {
  const object = objectOf(schema);
  return object === null || Object.hasOwn(object.shape, name);
}

function maxLengthOfType(schema: z.core.$ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodEnum) {
    const lengths = schema.options.map((option) => String(option).length);
    return lengths.length > 0 ? Math.max(...lengths) : undefined;
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return maxLengthOfType(schema.unwrap());
  if (schema instanceof z.ZodDefault) return maxLengthOfType(schema.unwrap());
  if (schema instanceof z.ZodPipe) return maxLengthOfType(schema.in) ?? maxLengthOfType(schema.out);
  return undefined;
}

/** The `max` the schema sets on a text field (an enum's longest option), or undefined. */
export function maxLengthOf(schema: z.core.$ZodType, name: string): number | undefined {
  const field = objectOf(schema)?.shape[name];
  return field ? maxLengthOfType(field) : undefined;
}
