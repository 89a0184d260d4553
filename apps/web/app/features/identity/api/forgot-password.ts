import type { ForgotPasswordBody } from '@cleardocket/domain/identity/contract';
import { OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { OPTIONS } from './identity-api';

export const forgotPassword = (body: ForgotPasswordBody) =>
  api.post('/api/identity/forgot-password', OkSchema, body, OPTIONS);
