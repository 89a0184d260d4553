import { FlowResultSchema } from '@cleardocket/domain/identity/contract';
import type { SignInBody } from '@cleardocket/domain/identity/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './identity-api';

export const signIn = (body: SignInBody) => api.post('/api/identity/sign-in', FlowResultSchema, body, OPTIONS);
