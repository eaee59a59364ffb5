import { endpointKey, type Endpoint } from '@wf/shared/api/endpoint';
import { addressEndpoints } from '@wf/shared/contracts/address/endpoints';
import { adminEndpoints, profileEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { healthEndpoints } from '@wf/shared/contracts/health/endpoints';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { chatEndpoints, inboxEndpoints, shellEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { accessFor, routeKey, type Access } from '@wf/shared/permissions';

/** Every endpoint group defined in @wf/shared: the declared access matrix the tests hold the server to. */
const GROUPS: Record<string, Endpoint>[] = [
  healthEndpoints,
  authEndpoints,
  commonEndpoints,
  profileEndpoints,
  adminEndpoints,
  addressEndpoints,
  shellEndpoints,
  inboxEndpoints.message,
  inboxEndpoints.notification,
  chatEndpoints,
  clientEndpoints,
  certificateEndpoints,
  projectEndpoints,
  locationEndpoints,
];

const DECLARED = new Map<string, Access>(
  GROUPS.flatMap((g) => Object.values(g)).map((e) => [endpointKey(e), e.access]),
);

/**
 * The access a route is declared with: its endpoint definition, or (TRANSITION, for modules not
 * yet on endpoint definitions) its ROUTE_ACCESS entry.
 */
export function declaredAccess(method: string, url: string): Access | undefined {
  return DECLARED.get(routeKey(method, url)) ?? accessFor(method, url);
}
