import { FlowResultSchema } from '@cleardocket/domain/identity/contract';
import type { VerifyEmailBody } from '@cleardocket/domain/identity/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './identity-api';

export const verifyEmail = (body: VerifyEmailBody) =>
  api.post('/api/identity/sign-up/verify-email', FlowResultSchema, body, OPTIONS);
