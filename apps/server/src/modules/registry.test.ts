import { describe, expect, it } from 'vitest';
import { defineModule } from './module.ts';
import { loadModules, seedOrder } from './registry.ts';

const step = (after?: string[]) => ({ after, run: async () => undefined });

describe('module registry', () => {
  it('finds every module folder with a module.ts, by name', async () => {
    const names = (await loadModules()).map((m) => m.name);
    expect(names).toEqual([...names].sort());
    for (const n of [
      'auth',
      'certificates',
      'clients',
      'health',
      'projects',
      'registration',
      'shell',
      'users',
      'workers',
    ]) {
      expect(names).toContain(n);
    }
    // Helpers without a descriptor are not modules.
    expect(names).not.toContain('audit');
  });

  it('runs the real demo seed steps after the ones they name', async () => {
    const order = seedOrder(await loadModules()).map((m) => m.name);
    expect(order.indexOf('workers')).toBeLessThan(order.indexOf('clients'));
    expect(order.indexOf('clients')).toBeLessThan(order.indexOf('certificates'));
    expect(order.indexOf('shell')).toBeLessThan(order.indexOf('workers'));
  });

  it('orders seed steps by their dependencies, skips modules without one, and refuses cycles and unknown names', () => {
    const a = defineModule({ name: 'a', seed: step(['c']) });
    const b = defineModule({ name: 'b' });
    const c = defineModule({ name: 'c', seed: step() });
    expect(seedOrder([a, b, c]).map((m) => m.name)).toEqual(['c', 'a']);
    const x = defineModule({ name: 'x', seed: step(['y']) });
    const y = defineModule({ name: 'y', seed: step(['x']) });
    expect(() => seedOrder([x, y])).toThrow(/cycle/);
    expect(() => seedOrder([defineModule({ name: 'z', seed: step(['nowhere']) })])).toThrow(/nowhere/);
  });
});
