import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbLabel, type TestContext } from '../../../test/harness.ts';
import { seedChatDemo } from './chat-seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe(`chat demo seed (${dbLabel})`, () => {
  it('gives the demo staff chats, once', async () => {
    await seedChatDemo(ctx.database.db);
    const chats = async () => (await ctx.call('hr', 'GET', '/api/apps/chat/chats')).json().length as number;
    const before = await chats();
    expect(before).toBeGreaterThan(0);
    await seedChatDemo(ctx.database.db);
    expect(await chats()).toBe(before);
  });
});
