import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { plainIssueMessage } from '@cleardocket/domain/errors/plain-issues';
import { safeParse } from 'zod/v4/core';
import { compileContractSerializer } from './compiled-serializer';
import type { $ZodType, input, output } from 'zod/v4/core';

// Contracts are written with zod/mini, which leaves messages to the locale: the API answers in English,
// in the plain words a person reads (issue 20), the same the web's forms use.
z.config(z.locales.en());
z.config({ customError: plainIssueMessage });

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

/**
 * Production's writer (decision 094): the serializer compiled from the route's contract, compiled
 * at the route's first answer; a schema that cannot be compiled faithfully keeps the parse above.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<$ZodType> = (route) => {
  const checked = contractSerializerCompiler(route);
  let compiled: ((data: unknown) => string) | null | undefined;
  return (data) => {
    if (compiled === undefined) compiled = compileContractSerializer(route.schema);
    return compiled ? compiled(data) : checked(data);
  };
};

/**
 * The answers of a route that sends a file (a PNG, page text): bytes bypass the serializer, so the
 * 200 is documentation; failures answer the contracts' error shape.
 */
export const FILE_RESPONSES = { 200: z.string(), ...ERROR_RESPONSES };
