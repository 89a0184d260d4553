import { TwoFactorSetupSchema } from '@cleardocket/domain/account/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './account-api';
import { useAccountMutation } from './account-api';

export const useStartTwoFactor = () =>
  useAccountMutation((password: string) =>
    api.post('/api/account/two-factor/start', TwoFactorSetupSchema, { password }, OPTIONS),
  );
