import { InvoiceListSchema } from '@cleardocket/domain/membership/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { OPTIONS } from './membership-api';
import { billingKeys } from './membership-api';

export const useInvoices = () =>
  useQuery({
    queryKey: billingKeys.invoices,
    queryFn: () => api.get('/api/membership/invoices', InvoiceListSchema, OPTIONS),
  });
