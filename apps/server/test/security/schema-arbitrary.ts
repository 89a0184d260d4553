import fc from 'fast-check';
import { utcDay } from '@cleardocket/domain/dates';

/** The part of JSON Schema (as @fastify/swagger writes the routes' zod schemas) the fuzzer reads. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
};

/** Values that broke parsers, databases and renderers before (issue 13 item 7). */
const NASTY_STRINGS = [
  'a\u0000b',
  '\u0000',
  'x'.repeat(70_000),
  '<img src=x onerror=alert(1)>',
  "'; drop table users; --",
  '../../etc/passwd',
  '\uD800',
  '𝕏'.repeat(50),
  ' ',
  '',
  '%00',
  '{{7*7}}',
  'javascript:alert(1)',
  '9'.repeat(400),
  '-1',
  '1e309',
  '2999-13-45',
  '+275760-09-13T00:00:00.000Z',
];

const nasty = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53, -0, 0.5, [], {}, [[[]]]),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 40, unit: 'binary' }),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => utcDay(date));
    default:
      break;
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? 1e6));
    } catch {
      // A pattern JavaScript cannot compile: plain strings below.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 300) });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
  return integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -2e9)), max: Math.floor(Math.min(max, 2e9)) })
    : fc.double({ min, max, noNaN: true });
}

/** Values the schema accepts (as near as its JSON form tells). */
export function validArbitrary(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => validArbitrary(option, depth + 1)));
  if (schema.allOf?.length) return validArbitrary(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFor(schema);
      case 'integer':
        return numberFor(schema, true);
      case 'number':
        return numberFor(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(validArbitrary(schema.items, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        });
      case 'object': {
        const properties = schema.properties ?? {};
        const record = Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, validArbitrary(value, depth + 1)]),
        );
        return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'))
    ? fc.oneof(base, fc.constant(null))
    : base;
}

/** Mostly valid bodies with a field or two swapped for something hostile, and plain garbage. */
export function fuzzArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema);
  const mutated = fc
    .tuple(valid, fc.array(fc.tuple(fc.string({ maxLength: 12 }), nasty), { maxLength: 3 }), fc.boolean())
    .map(([value, swaps, replaceKnown]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const copy: Record<string, unknown> = { ...value };
      const known = Object.keys(copy);
      for (const [key, bad] of swaps) {
        const target = replaceKnown && known.length > 0 ? (known[key.length % known.length] ?? key) : key;
        copy[target] = bad;
      }
      return copy;
    });
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: mutated, weight: 4 }, { arbitrary: nasty, weight: 1 });
}
