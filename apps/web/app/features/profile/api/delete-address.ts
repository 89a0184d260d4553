import { PROFILE_TOASTS } from '@cleardocket/domain/identity/messages';
import { NoContentSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { OPTIONS } from './profile-api';
import { useProfileMutation } from './profile-api';

export const useDeleteAddress = () =>
  useProfileMutation(
    (id: string) => api.delete(`/api/profile/addresses/${id}`, NoContentSchema, OPTIONS),
    PROFILE_TOASTS.addressDeleted,
    PROFILE_TOASTS.addressDeleteFailed,
  );
