import { defineSectionPages } from '../../common/section-pages.ts';

/** The mailbox page's path: the only place it is written (contracts/common/section-pages.ts). */
export const mailboxPages = { mailbox: '/apps/mailbox' };

export const pages = defineSectionPages({
  audit: {
    mail_attachment: { label: 'mail attachment', labelKey: 'apps.mailbox.audit.mail_attachment', link: () => mailboxPages.mailbox },
  },
});
