import { z } from 'zod';

/** Path parameters of a route addressing one row by its uuid (`/…/:id`). */
export const IdParams = z.object({ id: z.uuid() });
