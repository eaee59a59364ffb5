import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

type ContextOptions = Parameters<typeof createTestContext>[0];

/** TestContext's functions: callable before the context exists (they look it up at call time). */
const METHODS = new Set<PropertyKey>(['as', 'forgetTokens', 'inject', 'call', 'close']);

/**
 * The one set-up of an API test file: a TestContext made before the file's tests (createTestContext
 * with these options) and closed after them. Answers a stand-in that forwards to it, so a file
 * writes `const ctx = useTestContext();` and `const { call } = ctx;` at the top level instead of a
 * variable, beforeAll, afterAll and a call wrapper of its own. Hooks are run in the order they
 * are declared, so a file's own beforeAll after this line finds the context made. `hookTimeout`
 * gives the making more time than the project's default (a file whose set-up seeds much).
 */
export function useTestContext(options?: ContextOptions, hookTimeout?: number): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestContext(options);
  }, hookTimeout);
  afterAll(async () => {
    await current?.close();
  });
  const ready = (): TestContext => {
    if (!current) throw new Error('The test context is made in beforeAll; use it inside a test or a hook');
    return current;
  };
  return new Proxy({} as TestContext, {
    get(_target, key) {
      if (METHODS.has(key)) {
        return (...args: unknown[]) => (Reflect.get(ready(), key) as (...a: unknown[]) => unknown)(...args);
      }
      return Reflect.get(ready(), key);
    },
  });
}
