import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@wf/shared/roles';
import { chatContactOf, chatLink } from '@wf/shared/contracts/shell/links';
import { chatEndpoints } from '@wf/shared/contracts/apps/chat/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { inboxEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { dbLabel } from '../../../test/harness.ts';
import { useTestContext } from '../../../test/use-test-context.ts';
import { seedChatDemo } from './chat-seed.ts';

const ctx = useTestContext();

const { call } = ctx;

describe(`chat messages in the toolbar (${dbLabel})`, () => {
  it("the toolbar's messages panel holds colleagues' chat messages, one entry per sender, not demo filler (issue 13, item 11)", async () => {
    await seedChatDemo(ctx.database.db);
    const me = async (role: Role) => (await call(role, commonEndpoints.user)).answer();
    const inbox = async (role: Role) => (await call(role, inboxEndpoints.message.list)).answer();
    // The demo leaves colleagues' chat messages (each opens its chat), no template text or outside link.
    for (const role of ROLES)
      for (const m of await inbox(role)) expect(chatContactOf(m.link), `${role} ${m.title}`).not.toBeNull();
    const hr = await inbox('hr');
    const fromAdmin = hr.find((m) => m.description === 'Hi Hui Min, are the new registrations reviewed?');
    expect(chatContactOf(fromAdmin?.link ?? null)).toBe((await me('admin')).id);
    expect((await inbox('manager')).some((m) => chatContactOf(m.link) !== null && !m.read)).toBe(true);

    // A new chat message from finance to manager: manager's panel gets it, unread, opening the chat.
    const [finance, manager] = [await me('finance'), await me('manager')];
    const chat = (await call('finance', chatEndpoints.startChat, { body: { contactId: manager.id } })).answer();
    const send = (value: string) => call('finance', chatEndpoints.sendMessage, { body: { chatId: chat.id, value } });
    expect((await send('Payslips <b>are</b> out')).statusCode).toBe(200);
    const fromFinance = (await inbox('manager')).filter((m) => m.link === chatLink(finance.id));
    expect(fromFinance).toEqual([
      expect.objectContaining({
        title: finance.name,
        description: 'Payslips &#60;b&#62;are&#60;/b&#62; out',
        read: false,
      }),
    ]);
    // Read, then a second message: still one entry, with the new text, unread again.
    await call('manager', inboxEndpoints.message.markAllRead);
    await send('And the report too.');
    const again = (await inbox('manager')).filter((m) => m.link === chatLink(finance.id));
    expect(again).toEqual([expect.objectContaining({ description: 'And the report too.', read: false })]);
    // The sender's own panel gets nothing from their own message.
    expect((await inbox('finance')).some((m) => m.link === chatLink(manager.id))).toBe(false);
  });
});
