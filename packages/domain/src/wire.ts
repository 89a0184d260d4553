import * as z from 'zod/mini';

/**
 * The pieces every feature's contract shares. Written with `zod/mini`, like the identity and
 * error contracts, because the static public pages parse the session with them and must stay
 * small (docs/decisions/017).
 */

/**
 * A point in time: an ISO 8601 string on the wire and in the web app. The server hands in the
 * `Date` its database gave it (or a string already in that form) and the response schema writes
 * the string, as `JSON.stringify` always did.
 */
export const TimestampSchema = z.codec(
  z.union([z.date(), z.iso.datetime({ offset: true })]),
  z.iso.datetime({ offset: true }),
  {
    decode: (value) => (typeof value === 'string' ? value : value.toISOString()),
    encode: (value) => value,
  },
);

/** The answer of a command that has nothing else to say (a sentence for the person at most). */
export const OkSchema = z.object({ ok: z.literal(true), message: z.optional(z.string()) });

/** No body: 204 answers, and the 201 of a stored push subscription. */
export const NoContentSchema = z.undefined();

/** Path parameters of a route addressing one row by its uuid (`/…/:id`). */
export const IdParamsSchema = z.object({ id: z.uuid() });

/** A whole number from the query string, between `min` and `max`. */
export const wholeNumber = (min: number, max: number) =>
  z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

/** `?page=&pageSize=` of a list paged on the server: pages from 1, at most `maxSize` rows each. */
export const pageQuery = (paging: { size: number; maxSize: number }) => ({
  page: z._default(wholeNumber(1, 10_000), 1),
  pageSize: z._default(wholeNumber(1, paging.maxSize), paging.size),
});
