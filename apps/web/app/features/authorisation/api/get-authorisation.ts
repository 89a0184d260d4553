import { AuthorisationStateSchema } from '@cleardocket/domain/removal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const PATH = '/api/removal-runner/authorisation';

export const OPTIONS = { useServerMessage: true } as const;

export const authorisationKeys = { all: ['authorisation'] as const };

export const useAuthorisation = () =>
  useQuery({ queryKey: authorisationKeys.all, queryFn: () => api.get(PATH, AuthorisationStateSchema, OPTIONS) });
