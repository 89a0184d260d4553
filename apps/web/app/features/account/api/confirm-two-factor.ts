import { OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { OPTIONS } from './account-api';
import { useAccountMutation } from './account-api';

export const useConfirmTwoFactor = () =>
  useAccountMutation(
    (code: string) => api.post('/api/account/two-factor/confirm', OkSchema, { code }, OPTIONS),
    'Two-factor authentication is on',
  );
