import type { RouteObject } from 'react-router';

/**
 * What a web feature brings, in one descriptor (`features/<name>/routes.tsx` exports `feature`):
 * its pages as route objects, paths relative to the main layout, each loaded lazily. The router
 * finds every descriptor (app/router.tsx, import.meta.glob), so a new section edits no central
 * file. Its menu entries are in @wf/shared/contracts/shell/navigation.ts (the API serves the menu).
 */
export interface WebFeature {
  routes: RouteObject[];
}

export function defineFeature(feature: WebFeature): WebFeature {
  return feature;
}
