import type { PointGroup } from 'signature_pad';

/** The signature's logical size (docs/product/registration.md#fixed-values: 500x200), shared with the server's size bound. */
export { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from '@wf/shared/contracts/registration/registration-form';

/** Stroke data scaled by a factor (CSS pixels <-> logical 500x200 pixels). Pure; pressure and time kept. */
export function scalePointGroups(groups: readonly PointGroup[], factor: number): PointGroup[] {
  return groups.map((g) => ({ ...g, points: g.points.map((p) => ({ ...p, x: p.x * factor, y: p.y * factor })) }));
}
