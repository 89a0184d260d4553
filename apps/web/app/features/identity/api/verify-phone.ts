import { FlowResultSchema } from '@cleardocket/domain/identity/contract';
import type { PhoneVerifyBody } from '@cleardocket/domain/identity/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './identity-api';

export const verifyPhone = (body: PhoneVerifyBody) =>
  api.post('/api/identity/phone/verify', FlowResultSchema, body, OPTIONS);
