import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import InboxIcon from '@mui/icons-material/Inbox';
import StarIcon from '@mui/icons-material/Star';
import type { MailLabel, MailListQuery } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { mailboxEndpoints as mb } from '@wf/shared/contracts/apps/mailbox/endpoints';
import { formatInboxTime } from '@wf/shared/domain/format';
import { useT } from '../../../lib/i18n/index.ts';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { contactName, type MailboxView } from './mailbox-view.ts';
import { labelColor } from './mail-icons.tsx';
import { MailListFrame } from './mail-list-frame.tsx';

/** One page of a folder, filter or label: newest first, unread in bold; a page past the last goes to the last. */
export function MailList({
  view,
  page,
  title,
  labels,
  selected,
  onOpen,
  onPage,
}: {
  view: MailboxView;
  page: number;
  title: string;
  labels: MailLabel[];
  selected: string | null;
  onOpen(id: string): void;
  onPage(page: number): void;
}) {
  const { t, lang } = useT();
  const list = useEndpoint(mb.mails, {
    query: { [view.kind]: view.slug, page } as Partial<MailListQuery> & { page: number },
  });
  const mails = list.data?.mails ?? [];
  const byId = new Map(labels.map((l) => [l.id, l]));
  const sentView = view.kind === 'folder' && (view.slug === 'sent' || view.slug === 'drafts');

  return (
    <MailListFrame
      title={title}
      list={list}
      onPage={onPage}
      empty={{ icon: <InboxIcon />, title: t('apps.mailbox.empty'), text: t('apps.mailbox.emptyText') }}
    >
      {mails.map((m) => (
        <ListItemButton
          key={m.id}
          selected={m.id === selected}
          onClick={() => onOpen(m.id)}
          sx={{ borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start', flexDirection: 'column', gap: 0.25 }}
        >
          <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
            <Typography noWrap sx={{ flex: 1, fontWeight: m.unread ? 700 : 400 }}>
              {sentView
                ? m.to.map(contactName).join(', ') || t('apps.mailbox.noRecipients')
                : contactName(m.from.contact)}
            </Typography>
            {m.attachments.length > 0 && (
              <AttachFileIcon fontSize="small" color="action" aria-label={t('apps.mailbox.hasAttachments')} />
            )}
            {m.starred && (
              <StarIcon fontSize="small" sx={{ color: 'warning.main' }} aria-label={t('apps.mailbox.filter.starred')} />
            )}
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {formatInboxTime(m.date, lang)}
            </Typography>
          </Stack>
          <Typography variant="body2" noWrap sx={{ width: '100%', fontWeight: m.unread ? 600 : 400 }}>
            {m.subject || t('apps.mailbox.noSubject')}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ width: '100%' }}>
            {m.content.slice(0, 160)}
          </Typography>
          {m.labels.length > 0 && (
            <Stack direction="row" spacing={0.5}>
              {m.labels
                .map((id) => byId.get(id))
                .filter((l) => !!l)
                .map((l) => (
                  <Box
                    key={l.id}
                    sx={{ fontSize: 11, px: 0.75, borderRadius: 1, color: '#fff', bgcolor: labelColor(l.color) }}
                  >
                    {l.title}
                  </Box>
                ))}
            </Stack>
          )}
        </ListItemButton>
      ))}
    </MailListFrame>
  );
}
