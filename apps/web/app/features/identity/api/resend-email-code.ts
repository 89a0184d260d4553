import type { ResendEmailBody } from '@cleardocket/domain/identity/contract';
import { OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { OPTIONS } from './identity-api';

export const resendEmailCode = (body: ResendEmailBody) =>
  api.post('/api/identity/sign-up/resend-email-code', OkSchema, body, OPTIONS);
