import { describe, expect, it } from 'vitest';
import { chatEndpoints } from '@wf/shared/contracts/apps/chat/endpoints';
import { dbLabel } from '../../../test/harness.ts';
import { useTestContext } from '../../../test/use-test-context.ts';
import { seedChatDemo } from './chat-seed.ts';

const ctx = useTestContext();

describe(`chat demo seed (${dbLabel})`, () => {
  it('gives the demo staff chats, once', async () => {
    await seedChatDemo(ctx.database.db);
    const chats = async () => (await ctx.call('hr', chatEndpoints.chats)).answer().length;
    const before = await chats();
    expect(before).toBeGreaterThan(0);
    await seedChatDemo(ctx.database.db);
    expect(await chats()).toBe(before);
  });
});
