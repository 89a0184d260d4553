import type { DisableTwoFactorBody } from '@cleardocket/domain/account/contract';
import { OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { OPTIONS } from './account-api';
import { useAccountMutation } from './account-api';

export const useDisableTwoFactor = () =>
  useAccountMutation(
    (body: DisableTwoFactorBody) => api.post('/api/account/two-factor/disable', OkSchema, body, OPTIONS),
    'Two-factor authentication is off',
  );
