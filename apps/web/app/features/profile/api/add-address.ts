import { PROFILE_TOASTS } from '@cleardocket/domain/identity/messages';
import type { AddressInput } from '@cleardocket/domain/profile/address';
import { AddressSchema } from '@cleardocket/domain/profile/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './profile-api';
import { useProfileMutation } from './profile-api';

export const useAddAddress = () =>
  useProfileMutation(
    (body: AddressInput) => api.create('/api/profile/addresses', AddressSchema, body, OPTIONS),
    PROFILE_TOASTS.addressAdded,
    PROFILE_TOASTS.addressAddFailed,
  );
