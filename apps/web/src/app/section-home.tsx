import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { flattenLinks, type Navigation } from '@wf/shared/contracts/shell/navigation';
import { shellEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { endpointQueryKey } from '../lib/use-endpoint.ts';
import { projectPages } from '@wf/shared/contracts/projects/pages';

/**
 * /project-management (where the root sends a signed-in user): its list, or, for a role whose
 * menu has no project management, the first page of that role's menu.
 */
export function Component() {
  // The main layout's loader has read the navigation (its query, by the endpoint's key) before this renders.
  const nav = useQueryClient().getQueryData<Navigation>(endpointQueryKey(shellEndpoints.navigation));
  const links = flattenLinks(nav?.default ?? []).map((l) => l.link);
  const target = links.includes(projectPages.list()) || links.length === 0 ? projectPages.list() : links[0]!;
  return <Navigate to={target} replace />;
}
