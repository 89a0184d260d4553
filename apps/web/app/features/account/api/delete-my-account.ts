import { OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { OPTIONS } from './account-api';

export const deleteMyAccount = (confirmation: string) =>
  api.post('/api/account/delete', OkSchema, { confirmation }, OPTIONS);
