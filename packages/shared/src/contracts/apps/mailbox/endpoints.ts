import { z } from 'zod';
import { endpoint } from '../../../api/endpoint.ts';
import { ROLE_SETS } from '../../../role-sets.ts';
import {
  attachmentFileQuery,
  attachmentQuery,
  createDraftBody,
  createMailLabelBody,
  idQuery,
  mail,
  mailContact,
  mailFilterInfo,
  mailFolderInfo,
  mailLabel,
  mailList,
  mailListQuery,
  mailSettings,
  mailSettingsBody,
  removeAttachmentQuery,
  sendMailBody,
  systemMailList,
  systemMailQuery,
  updateDraftBody,
  updateMailBody,
  updateMailLabelBody,
} from './mailbox.ts';

const tags = ['mailbox'];
const base = '/api/apps/mailbox';

/**
 * The mailbox app (docs/product/template-apps.md#mailbox) on the signed-in user's own mail, plus what the office
 * needs: drafts, sending to staff, attachments (checked by content) and admin's System view.
 */
export const mailboxEndpoints = {
  settings: endpoint({ method: 'GET', path: `${base}/settings`, access: 'signedIn', tags, response: mailSettings }),
  updateSettings: endpoint({
    method: 'PATCH',
    path: `${base}/settings`,
    access: 'signedIn',
    tags,
    body: mailSettingsBody,
    response: mailSettings,
  }),
  folders: endpoint({ method: 'GET', path: `${base}/folders`, access: 'signedIn', tags, response: z.array(mailFolderInfo) }),
  filters: endpoint({ method: 'GET', path: `${base}/filters`, access: 'signedIn', tags, response: z.array(mailFilterInfo) }),
  labels: endpoint({ method: 'GET', path: `${base}/labels`, access: 'signedIn', tags, response: z.array(mailLabel) }),
  createLabel: endpoint({
    method: 'POST',
    path: `${base}/label`,
    access: 'signedIn',
    tags,
    body: createMailLabelBody,
    response: mailLabel,
  }),
  updateLabel: endpoint({
    method: 'PATCH',
    path: `${base}/label`,
    access: 'signedIn',
    tags,
    body: updateMailLabelBody,
    response: mailLabel,
  }),
  removeLabel: endpoint({
    method: 'DELETE',
    path: `${base}/label`,
    access: 'signedIn',
    tags,
    query: idQuery,
    response: z.literal(true),
  }),
  mails: endpoint({ method: 'GET', path: `${base}/mails`, access: 'signedIn', tags, query: mailListQuery, response: mailList }),
  mail: endpoint({ method: 'GET', path: `${base}/mail`, access: 'signedIn', tags, query: idQuery, response: mail }),
  updateMail: endpoint({ method: 'PATCH', path: `${base}/mail`, access: 'signedIn', tags, body: updateMailBody, response: mail }),
  /** Deletes a mail for good from the user's trash or drafts (their own copy only). */
  removeMail: endpoint({ method: 'DELETE', path: `${base}/mail`, access: 'signedIn', tags, query: idQuery, response: z.literal(true) }),
  contacts: endpoint({ method: 'GET', path: `${base}/contacts`, access: 'signedIn', tags, response: z.array(mailContact) }),
  createDraft: endpoint({
    method: 'POST',
    path: `${base}/draft`,
    access: 'signedIn',
    tags,
    body: createDraftBody,
    response: mail,
    status: 201,
  }),
  updateDraft: endpoint({ method: 'PUT', path: `${base}/draft`, access: 'signedIn', tags, body: updateDraftBody, response: mail }),
  /** Sends a draft to its staff recipients: each gets their own copy in their inbox; the sender's moves to sent. */
  send: endpoint({ method: 'POST', path: `${base}/send`, access: 'signedIn', tags, body: sendMailBody, response: mail }),
  /**
   * Adds an attachment to a draft: the raw file as the body, its name in X-File-Name (URL-encoded).
   * PDF, PNG or JPEG by content, at most 10 MB.
   */
  addAttachment: endpoint({
    method: 'POST',
    path: `${base}/attachment`,
    access: 'signedIn',
    tags,
    query: attachmentQuery,
    headers: z.object({ 'content-type': z.string().optional(), 'x-file-name': z.string().max(300).optional() }),
    upload: 'raw',
    response: mail,
  }),
  removeAttachment: endpoint({
    method: 'DELETE',
    path: `${base}/attachment`,
    access: 'signedIn',
    tags,
    query: removeAttachmentQuery,
    response: mail,
  }),
  /** An attachment's file: only for the sender and the recipients of its mail. */
  attachment: endpoint({
    method: 'GET',
    path: `${base}/attachment`,
    access: 'signedIn',
    tags,
    query: attachmentFileQuery,
    answer: 'file',
  }),
  /** Every e-mail the system sent (the outbox) with its delivery state, newest first. */
  system: endpoint({
    method: 'GET',
    path: `${base}/system`,
    access: ROLE_SETS.admin,
    tags,
    query: systemMailQuery,
    response: systemMailList,
  }),
};
