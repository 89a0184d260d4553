import { PortalSchema } from '@cleardocket/domain/membership/contract';
import { api } from '~/lib/api-client';
import { OPTIONS } from './membership-api';

export const openPortal = () => api.post('/api/membership/portal', PortalSchema, undefined, OPTIONS);
