import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectBody, ProjectDetail } from '@wf/shared/contracts/projects/projects';
import type { ProjectStatus } from '@wf/shared/domain/projects/project-rules';
import { projectKeys, projectsApi } from './projects-api.ts';

/**
 * The project mutations; each owns its cache work: the answer (the project as it is now) replaces
 * the detail in the cache, and every project query is refreshed.
 */
function useProjectCache() {
  const qc = useQueryClient();
  return (next?: ProjectDetail) => {
    if (next) qc.setQueryData(projectKeys.detail(next.id), next);
    return qc.invalidateQueries({ queryKey: projectKeys.all });
  };
}

/** Creates a project (no id) or updates one. */
export function useSaveProject(id: string | undefined) {
  const refresh = useProjectCache();
  return useMutation({
    mutationFn: (body: ProjectBody) => (id ? projectsApi.update(id, body) : projectsApi.create(body)),
    onSuccess: () => void refresh(),
  });
}

export function useChangeProjectStatus(id: string) {
  const refresh = useProjectCache();
  return useMutation({
    mutationFn: ({ to, reason }: { to: ProjectStatus; reason?: string }) => projectsApi.setStatus(id, to, reason),
    onSuccess: (next) => refresh(next),
  });
}

export function useArchiveProject(id: string) {
  const refresh = useProjectCache();
  return useMutation({
    mutationFn: (archived: boolean) => projectsApi.archive(id, archived),
    onSuccess: (next) => refresh(next),
  });
}

export function useDeleteProject(id: string) {
  const refresh = useProjectCache();
  return useMutation({ mutationFn: () => projectsApi.remove(id), onSuccess: () => refresh() });
}
