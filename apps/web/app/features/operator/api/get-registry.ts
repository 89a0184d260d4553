import { RegistryCatalogueSchema } from '@cleardocket/domain/registry/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { keys } from './console-api';

/** The registry catalogue: every registered broker, its flags and the route its page offers. */
export const useRegistry = () =>
  useQuery({
    queryKey: keys.registry,
    queryFn: () => api.get('/api/admin/registry', RegistryCatalogueSchema),
  });
