import { OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';

/** POST /api/profile-consents/answer: the person agrees to (or declines) a member acting for them. */
export const answerConsent = (token: string, agree: boolean) =>
  api.post(
    '/api/profile-consents/answer',
    OkSchema,
    { token, agree },
    {
      useServerMessage: true,
      redirectOnUnauthorized: false,
    },
  );
