import { OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { OPTIONS } from './account-api';
import { useAccountMutation } from './account-api';

export const useDisableTwoFactor = () =>
  useAccountMutation(
    (password: string) => api.post('/api/account/two-factor/disable', OkSchema, { password }, OPTIONS),
    'Two-factor authentication is off',
  );
