import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { safeParse } from 'zod/v4/core';
import type { $ZodType, input, output } from 'zod/v4/core';

// Contracts are written with zod/mini, which leaves messages to the locale: the API answers in English.
z.config(z.locales.en());

/**
 * Routes speak the domain's contracts (`packages/domain/src/<feature>/contract.ts`, decision 017).
 * Requests are validated by fastify-type-provider-zod's validator. Responses differ from that
 * library in one way: a response schema describes the wire, so the handler hands in what the
 * schema accepts (its input — a `Date` where the wire has an ISO string) and the serializer
 * parses that into the wire shape, dropping every field the contract does not name. The web
 * parses the same JSON with the same schema and gets the same shape.
 */
interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends $ZodType ? input<this['schema']> : unknown;
}

/** A route plugin typed by its contracts. */
export type FastifyPluginAsyncContract<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginAsync<Options, RawServerDefault, ContractTypeProvider>;

/** Writes a response through its schema; a handler that breaks the contract answers 500 (plugins/errors.ts). */
export const contractSerializerCompiler: FastifySerializerCompiler<$ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
