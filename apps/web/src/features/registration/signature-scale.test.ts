import { describe, expect, it } from 'vitest';
import type { PointGroup } from 'signature_pad';
import { scalePointGroups, SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from './signature-scale.ts';

const group: PointGroup = {
  penColor: 'rgb(0, 0, 0)',
  dotSize: 0,
  minWidth: 0.7,
  maxWidth: 2.6,
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over',
  points: [
    { x: 311, y: 124.4, pressure: 0.5, time: 1 },
    { x: 155.5, y: 62.2, pressure: 0.5, time: 2 },
  ],
};

describe('scalePointGroups', () => {
  it('maps strokes drawn on a 311 px wide phone canvas to the 500x200 logical canvas and back', () => {
    const logical = scalePointGroups([group], SIGNATURE_WIDTH / 311);
    expect(logical[0]!.points[0]!.x).toBeCloseTo(500);
    expect(logical[0]!.points[0]!.y).toBeCloseTo(200, 0);
    const back = scalePointGroups(logical, 311 / SIGNATURE_WIDTH);
    expect(back[0]!.points[1]!.x).toBeCloseTo(155.5);
    expect(back[0]!.points[1]!.y).toBeCloseTo(62.2);
  });
  it('keeps pen settings, pressure and timing, and does not change its input', () => {
    const out = scalePointGroups([group], 2);
    expect(out[0]!.penColor).toBe('rgb(0, 0, 0)');
    expect(out[0]!.points[0]!.pressure).toBe(0.5);
    expect(out[0]!.points[0]!.time).toBe(1);
    expect(group.points[0]!.x).toBe(311);
  });
  it('keeps the 5:2 aspect of the spec', () => {
    expect(SIGNATURE_WIDTH / SIGNATURE_HEIGHT).toBe(2.5);
  });
});
