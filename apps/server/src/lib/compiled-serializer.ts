import fastJson from 'fast-json-stringify';
import { sample } from 'openapi-sampler';
import { safeParse, toJSONSchema } from 'zod/v4/core';
import type { $ZodType } from 'zod/v4/core';

/*
 * Responses written by a serializer compiled from their contract (decision 094): in production the
 * response schema (zod, `packages/domain`) is turned into JSON Schema once and compiled by
 * fast-json-stringify, which writes only the fields the contract names, instead of parsing every
 * answer through zod. A schema is compiled only when the compiled writer is shown to write what
 * the contract's parse writes on sample answers made from the schema; otherwise (transforms, Dates,
 * `undefined`, anything JSON Schema cannot say, any difference) the route keeps the zod parse.
 * Tests and development run the zod parse everywhere, so every contract is still checked.
 */

type Serialize = (data: unknown) => string;

/** What the contract's parse writes: the zod path (lib/zod-contract.ts); null when the data breaks it. */
function parsedJson(schema: $ZodType, data: unknown): string | null {
  const result = safeParse(schema, data);
  return result.success ? JSON.stringify(result.data) : null;
}

/** The same answer as the database hands it in: every ISO timestamp string as a `Date`. */
function withDates(value: unknown): unknown {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  if (Array.isArray(value)) return value.map(withDates);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDates(item)]));
  }
  return value;
}

/** Sample answers for `jsonSchema`: as generated, with Dates, and with a field the contract does not name. */
function samplesOf(jsonSchema: Record<string, unknown>): unknown[] {
  const made: unknown = sample(jsonSchema as Parameters<typeof sample>[0], { skipReadOnly: false });
  const samples = [made, withDates(made)];
  if (typeof made === 'object' && made !== null && !Array.isArray(made)) {
    samples.push({ ...made, notInTheContract: 'hidden' });
  }
  return samples;
}

/** Whether the compiled writer writes exactly what the zod parse writes, on every sample. */
function writesAsParsed(schema: $ZodType, serialize: Serialize, samples: unknown[]): boolean {
  for (const data of samples) {
    const expected = parsedJson(schema, data);
    if (expected === null) return false;
    let written: string;
    try {
      written = serialize(data);
    } catch {
      return false;
    }
    // Same values in the same order: a client parsing either gets the same object.
    if (JSON.stringify(JSON.parse(written)) !== expected) return false;
  }
  return true;
}

/**
 * A serializer compiled from `schema`, or null when the schema must keep the zod parse. Cached per
 * schema object: the error responses share one schema across every route.
 */
export function compileContractSerializer(schema: $ZodType): Serialize | null {
  const cached = compiled.get(schema);
  if (cached !== undefined) return cached;
  const serialize = tryCompile(schema);
  compiled.set(schema, serialize);
  return serialize;
}

const compiled = new WeakMap<$ZodType, Serialize | null>();

function tryCompile(schema: $ZodType): Serialize | null {
  try {
    const jsonSchema = toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-07' }) as Record<
      string,
      unknown
    >;
    delete jsonSchema.$schema;
    const serialize: Serialize = fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]);
    return writesAsParsed(schema, serialize, samplesOf(jsonSchema)) ? serialize : null;
  } catch {
    return null;
  }
}
