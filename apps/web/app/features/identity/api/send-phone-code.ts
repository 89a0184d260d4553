import { OkSchema } from '@cleardocket/domain/wire';
import { api } from '~/lib/api-client';
import { OPTIONS } from './identity-api';

export const sendPhoneCode = () => api.post('/api/identity/phone/send-code', OkSchema, {}, OPTIONS);
