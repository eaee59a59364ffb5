import { useQueryClient } from '@tanstack/react-query';
import type { Task } from '@wf/shared/contracts/apps/tasks/tasks';
import { taskEndpoints as e } from '@wf/shared/contracts/apps/tasks/endpoints';
import { invalidateEndpoints, setEndpointData, useEndpointMutation } from '../../../lib/use-endpoint.ts';

/** Every Tasks query fetched again behind a change (the page does not wait for it). */
export const TASK_CHANGE = { invalidates: [e], awaitRefetch: false } as const;

/** A change to one task: the answer replaces it in the list at once, then the list is fetched again. */
export function useUpdateTask() {
  const client = useQueryClient();
  return useEndpointMutation(e.update, {
    ...TASK_CHANGE,
    onSuccess: (next) => setEndpointData(client, e.all, {}, (list) => list?.map((t) => (t.id === next.id ? next : t))),
  });
}

/** A new order: shown at once (optimistic), the server's answer replaces it; on failure the list is fetched again. */
export function useReorder() {
  const client = useQueryClient();
  const order = useEndpointMutation(e.order, {
    onSuccess: (next) => setEndpointData(client, e.all, {}, next),
    onError: () => void invalidateEndpoints(client, [e]),
  });
  return {
    isPending: order.isPending,
    mutate(list: readonly Task[]) {
      setEndpointData(client, e.all, {}, [...list]);
      order.mutate({ body: { tasks: list.map((t) => ({ id: t.id })) } });
    },
  };
}
