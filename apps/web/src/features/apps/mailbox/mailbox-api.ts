import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DraftFields, Mail, MailListQuery } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { mailboxEndpoints as mb } from '@wf/shared/contracts/apps/mailbox/endpoints';
import { call, openFile, saveFile } from '../../../lib/call.ts';

/** Where the list is: one folder, filter or label, or admin's System view. */
export type MailboxView = { kind: 'folder' | 'filter' | 'label'; slug: string } | { kind: 'system'; slug: 'system' };

export const mailboxKeys = {
  all: ['apps', 'mailbox'] as const,
  folders: ['apps', 'mailbox', 'folders'] as const,
  labels: ['apps', 'mailbox', 'labels'] as const,
  list: (view: MailboxView, page: number) => ['apps', 'mailbox', 'list', view.kind, view.slug, page] as const,
  mail: (id: string) => ['apps', 'mailbox', 'mail', id] as const,
};

export const mailboxApi = {
  folders: () => call(mb.folders),
  filters: () => call(mb.filters),
  labels: () => call(mb.labels),
  contacts: () => call(mb.contacts),
  list: (view: MailboxView, page: number) =>
    call(mb.mails, { query: { [view.kind]: view.slug, page } as Partial<MailListQuery> & { page: number } }),
  system: (page: number) => call(mb.system, { query: { page } }),
  mail: (id: string) => call(mb.mail, { query: { id } }),
  download: async (a: { id: string; name: string; type: string }) => {
    const file = await call(mb.attachment, { query: { id: a.id, inline: a.type === 'application/pdf' || a.type.startsWith('image/') ? '1' : '0' } });
    if (a.type === 'application/pdf' || a.type.startsWith('image/')) openFile(file);
    else saveFile(file, a.name);
  },
};

/** Every change refreshes the mailbox (folder counts, lists and the open mail). */
function useMailboxChange<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: mailboxKeys.all }) });
}

export const useUpdateMail = () =>
  useMailboxChange((v: { id: string; mail: Partial<Pick<Mail, 'unread' | 'starred' | 'important' | 'folder' | 'labels'>> }) =>
    call(mb.updateMail, { body: v }),
  );
export const useRemoveMail = () => useMailboxChange((id: string) => call(mb.removeMail, { query: { id } }));
export const useCreateLabel = () => useMailboxChange((title: string) => call(mb.createLabel, { body: { label: { title } } }));
export const useRemoveLabel = () => useMailboxChange((id: string) => call(mb.removeLabel, { query: { id } }));

/** The compose dialog's steps: keep the draft, attach, send. */
export const composeApi = {
  save: (id: string | null, draft: DraftFields) =>
    id ? call(mb.updateDraft, { body: { id, draft } }) : call(mb.createDraft, { body: { draft } }),
  attach: (mailId: string, file: File) =>
    call(mb.addAttachment, {
      query: { mailId },
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
      body: file,
    }),
  detach: (mailId: string, attachmentId: string) => call(mb.removeAttachment, { query: { mailId, attachmentId } }),
  send: (id: string) => call(mb.send, { body: { id } }),
};
