import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProtectedProfileSchema } from '@cleardocket/domain/protected-profiles/contract';
import type { ProfileInput } from '@cleardocket/domain/protected-profiles/profiles';
import { api } from '~/lib/api-client';
import { getProfilesQueryOptions } from './get-profiles';

/** Adds a family member or a business (refused with the plan's message beyond its number). */
export function useAddProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      api.create('/api/protected-profiles', ProtectedProfileSchema, input, { useServerMessage: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: getProfilesQueryOptions().queryKey }),
  });
}
