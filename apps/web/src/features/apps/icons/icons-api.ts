import { useQuery } from '@tanstack/react-query';
import type { IconSetId } from '@wf/shared/contracts/apps/icons/icons';
import { iconEndpoints, iconShapeEndpoints } from '@wf/shared/contracts/apps/icons/endpoints';
import { call } from '../../../lib/call.ts';

type Rendered = 'material-solid' | 'material-outline' | 'material-twotone';

/** One icon set's names (GET api/ui/icons/<set>); they never change while the app runs. */
export const useIconSet = (set: IconSetId) =>
  useQuery({ queryKey: ['apps', 'icons', set], queryFn: () => call(iconEndpoints[set]), staleTime: Infinity });

/** The drawings of a set the web renders. */
export const useIconShapes = (set: Rendered | null) =>
  useQuery({
    queryKey: ['apps', 'icons', 'shapes', set],
    queryFn: () => call(iconShapeEndpoints.shapes, { query: { set: set! } }),
    enabled: !!set,
    staleTime: Infinity,
  });
