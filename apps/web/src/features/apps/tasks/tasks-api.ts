import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskBody, Task, TaskChanges } from '@wf/shared/contracts/apps/tasks/tasks';
import { taskEndpoints as e } from '@wf/shared/contracts/apps/tasks/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { call } from '../../../lib/call.ts';

/** The Tasks app's query keys and fetchers (docs/product/template-apps.md#tasks). */
export const taskKeys = {
  all: ['apps', 'tasks'] as const,
  list: ['apps', 'tasks', 'all'] as const,
  tags: ['apps', 'tasks', 'tags'] as const,
  assignees: ['apps', 'tasks', 'assignees'] as const,
};

export const tasksApi = {
  all: () => call(e.all),
  search: (query: string) => call(e.search, { query: { query } }),
  tags: () => call(e.tags),
  assignees: () => call(e.assignees),
  create: (task: CreateTaskBody['task']) => call(e.create, { body: { task } }),
  update: (id: string, task: TaskChanges) => call(e.update, { body: { id, task } }),
  remove: (id: string) => call(e.remove, { query: { id } }),
  order: (ids: readonly string[]) => call(e.order, { body: { tasks: ids.map((id) => ({ id })) } }),
  createTag: (title: string) => call(e.createTag, { body: { tag: { title } } }),
  updateTag: (id: string, title: string) => call(e.updateTag, { body: { id, tag: { title } } }),
  deleteTag: (id: string) => call(e.deleteTag, { query: { id } }),
};

export const useTaskList = () => useQuery({ queryKey: taskKeys.list, queryFn: tasksApi.all });
export const useTaskTags = () => useQuery({ queryKey: taskKeys.tags, queryFn: tasksApi.tags });
export const useAssignees = () =>
  useQuery({ queryKey: taskKeys.assignees, queryFn: tasksApi.assignees, staleTime: 60_000 });

/** The signed-in user's id (the shell has loaded the user already). */
export function useMyId(): string | null {
  const { data } = useQuery({ queryKey: ['user'], queryFn: () => call(commonEndpoints.user), staleTime: 60_000 });
  return data?.id ?? null;
}

/** Every Tasks query fetched again after a change. */
function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: taskKeys.all });
}

/** A change to one task: the answer replaces it in the list at once, then the list is fetched again. */
export function useUpdateTask() {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TaskChanges }) => tasksApi.update(id, changes),
    onSuccess: (next) => {
      qc.setQueryData<Task[]>(taskKeys.list, (list) => list?.map((t) => (t.id === next.id ? next : t)));
      void refresh();
    },
  });
}

export function useCreateTask() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: tasksApi.create, onSuccess: () => void refresh() });
}

export function useDeleteTask() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: tasksApi.remove, onSuccess: () => void refresh() });
}

/** A new order: shown at once (optimistic), the server's answer replaces it; on failure the list is fetched again. */
export function useReorder() {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (list: readonly Task[]) => tasksApi.order(list.map((t) => t.id)),
    onMutate: (list) => qc.setQueryData<Task[]>(taskKeys.list, [...list]),
    onSuccess: (next) => qc.setQueryData(taskKeys.list, next),
    onError: () => void refresh(),
  });
}

export function useTagMutations() {
  const refresh = useRefresh();
  const opts = { onSuccess: () => void refresh() };
  return {
    create: useMutation({ mutationFn: tasksApi.createTag, ...opts }),
    rename: useMutation({
      mutationFn: ({ id, title }: { id: string; title: string }) => tasksApi.updateTag(id, title),
      ...opts,
    }),
    remove: useMutation({ mutationFn: tasksApi.deleteTag, ...opts }),
  };
}
