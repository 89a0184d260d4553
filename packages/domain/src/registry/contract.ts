import { z } from 'zod';
import { TimestampSchema } from '../wire';

const RegistryEntrySchema = z.object({
  id: z.number(),
  company: z.string(),
  registryUrl: z.string(),
  requestUrl: z.nullable(z.string()),
  answered: z.boolean(),
  flags: z.object({ minors: z.boolean(), location: z.boolean(), reproductiveHealth: z.boolean() }),
  alsoFiledBy: z.nullable(z.string()),
  /** The classifier's route for the page, or `not-yet-classified`. */
  route: z.string(),
  routeReason: z.nullable(z.string()),
  classifiedAt: z.nullable(TimestampSchema),
});
export const RegistryCatalogueSchema = z.object({ brokers: z.array(RegistryEntrySchema) });
