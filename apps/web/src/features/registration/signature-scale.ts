import type { PointGroup } from 'signature_pad';

/** The signature's logical size (spec section 9: 500x200). */
export const SIGNATURE_WIDTH = 500;
export const SIGNATURE_HEIGHT = 200;

/** Stroke data scaled by a factor (CSS pixels <-> logical 500x200 pixels). Pure; pressure and time kept. */
export function scalePointGroups(groups: readonly PointGroup[], factor: number): PointGroup[] {
  return groups.map((g) => ({ ...g, points: g.points.map((p) => ({ ...p, x: p.x * factor, y: p.y * factor })) }));
}
