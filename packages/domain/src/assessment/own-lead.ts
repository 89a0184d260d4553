import * as z from 'zod/mini';

/**
 * The caller's own lead (read with its httpOnly cookie only): what sign-up fills in. A module of
 * its own: the static sign-up page reads it, and the assessment's contract would bring the site
 * catalogue and date-fns into that page's first load (decision 106).
 */
export const OwnLeadSchema = z.object({
  lead: z.nullable(z.object({ firstName: z.string(), lastName: z.string(), email: z.string() })),
});
