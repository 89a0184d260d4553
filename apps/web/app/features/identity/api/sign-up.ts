import { FlowResultSchema } from '@cleardocket/domain/identity/contract';
import type { SignUpBody } from '@cleardocket/domain/identity/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './identity-api';

export const signUp = (body: SignUpBody) => api.post('/api/identity/sign-up', FlowResultSchema, body, OPTIONS);
