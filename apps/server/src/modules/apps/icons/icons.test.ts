import { describe, expect, it } from 'vitest';
import { ICON_SETS, type IconSetId } from '@wf/shared/contracts/apps/icons/icons';
import { iconEndpoints, iconShapeEndpoints } from '@wf/shared/contracts/apps/icons/endpoints';
import { ROLES } from '@wf/shared/roles';
import { dbLabel } from '../../../test/harness.ts';
import { useTestContext } from '../../../test/use-test-context.ts';
import { shapesOf } from './icon-service.ts';

const ctx = useTestContext();

describe(`icons (${dbLabel})`, () => {
  it("answers each set with the spec's namespace, name and grid and the package's icon names", async () => {
    const expected: Record<string, { namespace: string; grid: string; has: string }> = {
      feather: { namespace: 'feather', grid: 'icon-size-6', has: 'activity' },
      'heroicons-outline': { namespace: 'heroicons_outline', grid: 'icon-size-6', has: 'academic-cap' },
      'heroicons-solid': { namespace: 'heroicons_solid', grid: 'icon-size-6', has: 'academic-cap' },
      'heroicons-mini': { namespace: 'heroicons_mini', grid: 'icon-size-5', has: 'academic-cap' },
      'material-solid': { namespace: 'mat_solid', grid: 'icon-size-6', has: 'AccessAlarm' },
      'material-outline': { namespace: 'mat_outline', grid: 'icon-size-6', has: 'AccessAlarm' },
      'material-twotone': { namespace: '', grid: 'icon-size-6', has: 'AccessAlarm' },
    };
    expect(ICON_SETS.map((s) => s.set)).toEqual(Object.keys(expected));
    for (const [set, want] of Object.entries(expected)) {
      const res = await ctx.call('finance', iconEndpoints[set as IconSetId]);
      expect(res.statusCode, set).toBe(200);
      const body = res.answer();
      expect(body).toMatchObject({ namespace: want.namespace, grid: want.grid });
      expect(body.name.length).toBeGreaterThan(0);
      expect(body.list, set).toContain(want.has);
      expect(body.list.length, set).toBeGreaterThan(200);
      expect(new Set(body.list).size).toBe(body.list.length);
    }
    // Material's outline and twotone names are the solid ones' (the variant's suffix taken off).
    const outline = (await ctx.call('hr', iconEndpoints['material-outline'])).answer();
    expect(outline.list).not.toContain('AccessAlarmOutlined');
  });

  it('is for staff only (every staff role); without a token 401', async () => {
    for (const role of ROLES) expect((await ctx.call(role, iconEndpoints.feather)).statusCode, role).toBe(200);
    expect((await ctx.call(null, iconEndpoints.feather)).statusCode).toBe(401);
    expect((await ctx.call(null, iconShapeEndpoints.shapes, { query: { set: 'material-solid' } })).statusCode).toBe(401);
  });

  it("draws the material sets from the package's icon files; other sets are refused", async () => {
    const res = await ctx.call('manager', iconShapeEndpoints.shapes, { query: { set: 'material-twotone' } });
    expect(res.statusCode).toBe(200);
    const body = res.answer();
    expect(body.viewBox).toBe('0 0 24 24');
    expect(body.icons.AccessAlarm).toEqual([
      ['path', expect.objectContaining({ d: expect.stringMatching(/^M/), opacity: '.3' })],
      ['path', { d: expect.stringMatching(/^M/) }],
    ]);
    expect((await ctx.call('manager', 'GET', '/api/ui/icons/shapes?set=feather')).statusCode).toBe(400);
  });
});

describe('icon shapes from a component file', () => {
  it('keeps the listed elements and attributes only', () => {
    const source = `(0, _jsxRuntime.jsx)("circle", { cx: "12", cy: 4, r: "2", onClick: "x" }, "0"), (0, _jsxRuntime.jsx)("script", { d: "alert(1)" })`;
    expect(shapesOf(source)).toEqual([['circle', { cx: '12', cy: '4', r: '2' }]]);
  });
});
