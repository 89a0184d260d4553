import type { ResetPasswordBody } from '@cleardocket/domain/identity/contract';
import { OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { OPTIONS } from './identity-api';

export const resetPassword = (body: ResetPasswordBody) =>
  api.post('/api/identity/reset-password', OkSchema, body, OPTIONS);
