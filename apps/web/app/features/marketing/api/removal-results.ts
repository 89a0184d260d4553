import { PublicResultsSchema } from '@cleardocket/domain/requests/contract';
import type { PublicResults } from '@cleardocket/domain/requests/contract';
import { api } from '~/lib/api-client';

/** GET /api/public/removal-results: the measured results, aggregated over every member. */
export function fetchRemovalResults(): Promise<PublicResults> {
  return api.get('/api/public/removal-results', PublicResultsSchema);
}
