import { PROFILE_TOASTS } from '@cleardocket/domain/identity/messages';
import type { AddressUpdate } from '@cleardocket/domain/profile/address';
import { AddressSchema } from '@cleardocket/domain/profile/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './profile-api';
import { useProfileMutation } from './profile-api';

export const useUpdateAddress = () =>
  useProfileMutation(
    ({ id, ...body }: AddressUpdate & { id: string }) =>
      api.patch(`/api/profile/addresses/${id}`, AddressSchema, body, OPTIONS),
    PROFILE_TOASTS.addressUpdated,
    PROFILE_TOASTS.addressUpdateFailed,
  );
