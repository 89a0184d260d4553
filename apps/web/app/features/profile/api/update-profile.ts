import { PROFILE_TOASTS } from '@cleardocket/domain/identity/messages';
import type { ProfileUpdate } from '@cleardocket/domain/profile/address';
import { ProfileSchema } from '@cleardocket/domain/profile/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './profile-api';
import { useProfileMutation } from './profile-api';

export const useUpdateProfile = () =>
  useProfileMutation(
    (body: ProfileUpdate) => api.patch('/api/profile', ProfileSchema, body, OPTIONS),
    PROFILE_TOASTS.profileUpdated,
    PROFILE_TOASTS.profileUpdateFailed,
  );
