import { OperatorTasksSchema } from '@cleardocket/domain/removal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const keys = { tasks: ['operator', 'runner-tasks'] as const };

/** Open removal-runner tasks for the team: failed runs (needs attention) and human steps. */
export const useRunnerTasks = () =>
  useQuery({
    queryKey: keys.tasks,
    queryFn: () => api.get('/api/admin/removal-runner/tasks', OperatorTasksSchema),
    refetchInterval: 15_000,
  });
