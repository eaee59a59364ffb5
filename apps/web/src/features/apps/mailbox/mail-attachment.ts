import { mailboxEndpoints as mb } from '@wf/shared/contracts/apps/mailbox/endpoints';
import { call, openFile, saveFile } from '../../../lib/call.ts';

/** An attachment opened in a new tab (PDF, image) or saved (anything else). */
export async function downloadAttachment(a: { id: string; name: string; type: string }): Promise<void> {
  const file = await call(mb.attachment, {
    query: { id: a.id, inline: a.type === 'application/pdf' || a.type.startsWith('image/') ? '1' : '0' },
  });
  if (a.type === 'application/pdf' || a.type.startsWith('image/')) openFile(file);
  else saveFile(file, a.name);
}
