import { endpointKey, type Endpoint } from '@wf/shared/api/endpoint';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { registrationEndpoints } from '@wf/shared/contracts/registration/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { accessFor, routeKey, type Access } from '@wf/shared/permissions';

/** Every endpoint group defined in @wf/shared (add a group here when a module moves onto endpoint()). */
const GROUPS: Record<string, Endpoint>[] = [
  commonEndpoints,
  clientEndpoints,
  certificateEndpoints,
  workerEndpoints,
  registrationEndpoints,
];

const DECLARED = new Map<string, Access>(
  GROUPS.flatMap((g) => Object.values(g)).map((e) => [endpointKey(e), e.access]),
);

/**
 * The access a route is declared with, for the tests that compare it with what the server
 * registered: its shared endpoint definition, else (TRANSITION) its ROUTE_ACCESS entry.
 */
export function declaredAccess(method: string, url: string): Access | undefined {
  return DECLARED.get(routeKey(method, url)) ?? accessFor(method, url);
}
