import { SessionSchema } from '@cleardocket/domain/identity/contract';
import { OkSchema } from '@cleardocket/domain/wire';
import { api } from './api-client';

/** The session's two requests, parsed with the identity contract (loaded on use by session-api.ts). */
export const requestSession = () => api.get('/api/identity/session', SessionSchema, { redirectOnUnauthorized: false });

export const requestSignOut = () => api.post('/api/identity/sign-out', OkSchema);
