import * as z from 'zod/mini';

/**
 * The one shape of every API failure, `{ "error": { "code", "message" } }` (api-error.ts has the
 * codes and messages). Every route declares it for its 4xx and 5xx answers; the web's API client
 * reads failures with it. `zod/mini`, as the static pages load it (docs/decisions/017).
 */
export const ApiErrorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Spread into a route's `response`: `{ 200: XSchema, ...ERROR_RESPONSES }`. */
export const ERROR_RESPONSES = { '4xx': ApiErrorBodySchema, '5xx': ApiErrorBodySchema } as const;
