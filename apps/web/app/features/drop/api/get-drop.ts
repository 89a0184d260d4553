import { useQuery } from '@tanstack/react-query';
import { DropResponseSchema } from '@cleardocket/domain/drop/contract';
import { api } from '~/lib/api-client';

export const dropKeys = { all: ['drop'] as const };

const getDrop = () => api.get('/api/drop', DropResponseSchema);

export const useDrop = () => useQuery({ queryKey: dropKeys.all, queryFn: getDrop });
