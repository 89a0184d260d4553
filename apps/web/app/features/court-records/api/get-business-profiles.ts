import { ProtectedProfileListSchema } from '@cleardocket/domain/protected-profiles/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** The member's business profiles: a business's lawsuits follow the same path (issue 15 Deliver 6). */
export const useBusinessProfiles = () =>
  useQuery({
    queryKey: ['court-records', 'business-profiles'],
    queryFn: async () =>
      (await api.get('/api/protected-profiles', ProtectedProfileListSchema)).profiles.filter(
        (profile) => profile.kind === 'business',
      ),
  });
