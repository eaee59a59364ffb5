import type { WebFeature } from '../lib/feature.ts';

/**
 * Every web feature's descriptor (`features/<name>/routes.tsx`, a template app's
 * `features/apps/<app>/routes.tsx`, exports `feature`), found at build
 * time, in folder order: the router's pages and the page-access test come from here.
 */
const descriptors = import.meta.glob<WebFeature>(['../features/*/routes.tsx', '../features/apps/*/routes.tsx'], {
  eager: true,
  import: 'feature',
});

export const FEATURES: ReadonlyArray<{ file: string; feature: WebFeature }> = Object.keys(descriptors)
  .sort()
  .map((file) => ({ file, feature: descriptors[file]! }));
