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
  /**
   * The route the page offers, read by the runner's rule (decision 090): `drp`, `form`, `portal`
   * (a privacy portal or form builder), `search`, `email`, `none`, `could-not-check` (only a
   * browser could tell), `unreachable`, or `not-yet-classified`.
   */
  route: z.string(),
  routeReason: z.nullable(z.string()),
  classifiedAt: z.nullable(TimestampSchema),
});
export const RegistryCatalogueSchema = z.object({
  brokers: z.array(RegistryEntrySchema),
  /** How many brokers each route has (every route present in `brokers`, once). */
  counts: z.record(z.string(), z.number().int()),
});
export type RegistryCatalogue = z.infer<typeof RegistryCatalogueSchema>;
