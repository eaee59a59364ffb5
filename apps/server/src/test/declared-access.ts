import { endpointKey, type Endpoint } from '@wf/shared/api/endpoint';
import { accessFor, routeKey, type Access } from '@wf/shared/permissions';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';

/** Every endpoint group defined in @wf/shared (a converted module adds its group here). */
const GROUPS: readonly Record<string, Endpoint>[] = [
  commonEndpoints,
  clientEndpoints,
  certificateEndpoints,
  projectEndpoints,
  locationEndpoints,
];

const DEFINED = new Map<string, Access>(GROUPS.flatMap((g) => Object.values(g)).map((e) => [endpointKey(e), e.access]));

/**
 * The access the shared declarations give a route: its endpoint definition, or (TRANSITION, for
 * modules not yet on endpoint definitions) its ROUTE_ACCESS entry.
 */
export function declaredAccess(method: string, url: string): Access | undefined {
  return DEFINED.get(routeKey(method, url)) ?? accessFor(method, url);
}
