import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { endpointKey, type Endpoint } from '@wf/shared/api/endpoint';
import { routeKey, type Access } from '@wf/shared/permissions';

const CONTRACTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../packages/shared/src/contracts');

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;

/** Every endpoint exported (directly or one group deep) by an `endpoints.ts` of the contracts. */
function collect(value: unknown, out: Endpoint[], depth = 0): void {
  if (isEndpoint(value)) out.push(value);
  else if (typeof value === 'object' && value !== null && depth < 3)
    for (const v of Object.values(value)) collect(v, out, depth + 1);
}

const definitions: Endpoint[] = [];
/** contracts/<feature>/endpoints.ts, and the template apps' contracts/apps/<app>/endpoints.ts. */
for (const dir of [CONTRACTS, join(CONTRACTS, 'apps')]) {
  for (const feature of readdirSync(dir).sort()) {
    const file = join(dir, feature, 'endpoints.ts');
    if (existsSync(file)) collect(await import(pathToFileURL(file).href), definitions);
  }
}

/** Every endpoint defined in @wf/shared, found by listing the contracts: the declared access matrix. */
export const DECLARED_ENDPOINTS: readonly Endpoint[] = definitions;

const DECLARED = new Map<string, Access>(definitions.map((e) => [endpointKey(e), e.access]));

/** The access a route is declared with in its shared endpoint definition (undefined: none). */
export function declaredAccess(method: string, url: string): Access | undefined {
  return DECLARED.get(routeKey(method, url));
}
