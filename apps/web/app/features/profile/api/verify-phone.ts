import { FlowResultSchema } from '@cleardocket/domain/identity/contract';
import { PROFILE_TOASTS } from '@cleardocket/domain/identity/messages';
import { api } from '~/lib/api-client';
import { OPTIONS } from './profile-api';
import { useProfileMutation } from './profile-api';

export const useVerifyPhone = () =>
  useProfileMutation(
    (code: string) => api.post('/api/identity/phone/verify', FlowResultSchema, { code }, OPTIONS),
    PROFILE_TOASTS.phoneVerified,
    PROFILE_TOASTS.verificationFailed,
  );
