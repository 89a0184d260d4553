import type { ChangePasswordBody } from '@cleardocket/domain/account/contract';
import { OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { OPTIONS } from './account-api';
import { useAccountMutation } from './account-api';

export const useChangePassword = () =>
  useAccountMutation(
    (body: ChangePasswordBody) => api.post('/api/account/password', OkSchema, body, OPTIONS),
    'Password changed',
  );
