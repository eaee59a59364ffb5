/** The enumerations of the template apps: tasks and mailbox (docs/product/template-apps.md), and the system mail's outbox. */
import { defineEnum, type EnumValue } from './define-enum.ts';

/** A row of the task list: a section heading or a task. */
export const TASK_TYPE = defineEnum('task_type', ['section', 'task'], {
  labels: { section: 'Section', task: 'Task' },
  keys: 'apps.tasks.type',
});
export type TaskType = EnumValue<typeof TASK_TYPE>;

/** The record a task links to. */
export const TASK_LINK_KIND = defineEnum('task_link_kind', ['worker', 'client', 'project'], {
  labels: { worker: 'Worker', client: 'Client', project: 'Project' },
  keys: 'apps.tasks.kinds',
});
export type TaskLinkKind = EnumValue<typeof TASK_LINK_KIND>;

/** A mailbox's folders. */
export const MAIL_FOLDER = defineEnum('mail_folder', ['inbox', 'sent', 'drafts', 'spam', 'trash'], {
  labels: { inbox: 'Inbox', sent: 'Sent', drafts: 'Drafts', spam: 'Spam', trash: 'Trash' },
  keys: 'apps.mailbox.folder',
});
export type MailFolder = EnumValue<typeof MAIL_FOLDER>;

/** Where the open mail shows: beside the list, or over it. */
export const MESSAGE_LAYOUT = defineEnum('message_layout', ['right', 'full'], {
  labels: { right: 'Beside the list', full: 'Full width' },
  keys: 'apps.mailbox.layout',
});
export type MessageLayout = EnumValue<typeof MESSAGE_LAYOUT>;

/** A system e-mail in the outbox (mail/outbox.ts): queued, being sent, delivered, or given up on. */
export const OUTBOX_STATUS = defineEnum('outbox_status', ['queued', 'sending', 'sent', 'failed'], {
  labels: { queued: 'Queued', sending: 'Sending', sent: 'Delivered', failed: 'Failed' },
  keys: 'apps.mailbox.system.status',
  colours: { queued: 'default', sending: 'info', sent: 'success', failed: 'error' },
});
export type OutboxStatus = EnumValue<typeof OUTBOX_STATUS>;
