import { FlowResultSchema } from '@cleardocket/domain/identity/contract';
import type { TwoFactorBody } from '@cleardocket/domain/identity/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './identity-api';

export const verifySecondFactor = (body: TwoFactorBody) =>
  api.post('/api/identity/sign-in/two-factor', FlowResultSchema, body, OPTIONS);
