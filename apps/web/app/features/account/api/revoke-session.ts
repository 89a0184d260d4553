import { NoContentSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { OPTIONS } from './account-api';
import { useAccountMutation } from './account-api';

export const useRevokeSession = () =>
  useAccountMutation(
    (id: string) => api.delete(`/api/account/sessions/${id}`, NoContentSchema, OPTIONS),
    'Session signed out',
  );
