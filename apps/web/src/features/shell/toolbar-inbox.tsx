import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import CloseIcon from '@mui/icons-material/Close';
import CircleIcon from '@mui/icons-material/Circle';
import type { InboxItem } from '@wf/shared/contracts/shell/inbox';
import { chatContactOf } from '@wf/shared/contracts/shell/links';
import { requestQuickChat } from '../apps/chat/index.ts';
import { NavIcon } from './nav-icon.tsx';
import { formatInboxTime, safeHtml } from './format.ts';
import { inboxEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { setEndpointData, useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { useT } from './shell-context.tsx';

/** The toolbar's panels: messages (inbox icon) and notifications (bell icon). */
export type InboxKind = 'messages' | 'notifications';

/**
 * Messages (inbox icon) and notifications (bell icon) panels: unread badge, read/unread toggle,
 * remove, mark all as read (disabled at zero unread), in-app vs external links; a message from a
 * colleague's chat opens the quick chat with them.
 */
export function InboxPanel({ kind }: { kind: InboxKind }) {
  const { t, lang } = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const inbox = kind === 'messages' ? inboxEndpoints.message : inboxEndpoints.notification;
  const { data: items = [] } = useEndpoint(inbox.list);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = items.filter((i) => !i.read).length;
  // Each answer is written into the list (no reload).
  const setList = (list: InboxItem[]) => setEndpointData(client, inbox.list, {}, list);
  const replace = (item: InboxItem) => setList(items.map((i) => (i.id === item.id ? item : i)));

  const toggle = useEndpointMutation(inbox.toggleRead, { onSuccess: replace });
  const remove = useEndpointMutation(inbox.remove, {
    onSuccess: (_done, { query }) => setList(items.filter((i) => i.id !== query.id)),
  });
  const markAll = useEndpointMutation(inbox.markAllRead, { onSuccess: setList });

  const title = kind === 'messages' ? t('shell.messages') : t('shell.notifications');
  const open = (item: InboxItem) => {
    if (!item.read) toggle.mutate({ body: { id: item.id } });
    if (!item.link) return;
    setAnchor(null);
    // A colleague's chat message opens the chat with them; a notification opens its record.
    const contact = chatContactOf(item.link);
    if (contact) requestQuickChat(contact);
    else if (item.useRouter) void navigate(item.link);
    else window.open(item.link, '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      <Tooltip title={title}>
        <IconButton
          color="inherit"
          // The unread count the badge shows is part of the name (WCAG 2.5.3, label in name).
          aria-label={unread ? t('shell.withUnread', { label: title, count: unread }) : title}
          data-testid={`${kind}-button`}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {/* No number in the button at zero (the name says the count; WCAG 2.5.3, label in name). */}
          <Badge
            badgeContent={unread || undefined}
            color="secondary"
            invisible={unread === 0}
            data-testid={`${kind}-badge`}
            slotProps={{ badge: { 'aria-hidden': true } as object }}
          >
            {kind === 'messages' ? <InboxIcon /> : <NotificationsNoneIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: {
              width: { xs: '100vw', sm: 380 },
              maxWidth: '100vw',
              maxHeight: '80vh',
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 2,
            py: 1.5,
            bgcolor: 'brand.main',
            color: 'brand.contrastText',
          }}
        >
          <Typography variant="h6" sx={{ flex: 1, fontSize: 18 }}>
            {title}
          </Typography>
          <Tooltip title={t('shell.markAllRead')}>
            <span>
              <IconButton
                color="inherit"
                aria-label={t('shell.markAllRead')}
                disabled={unread === 0}
                onClick={() => markAll.mutate()}
                data-testid={`${kind}-mark-all`}
              >
                <DoneAllIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
        <Box sx={{ overflowY: 'auto' }} role="list" data-testid={`${kind}-list`}>
          {items.length === 0 ? (
            <Box sx={{ p: 4, textAlign: 'center' }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {kind === 'messages' ? t('shell.noMessages') : t('shell.noNotifications')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {kind === 'messages' ? t('shell.noMessagesText') : t('shell.noNotificationsText')}
              </Typography>
            </Box>
          ) : (
            items.map((item) => (
              <Box
                key={item.id}
                role="listitem"
                data-read={item.read}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  px: 2,
                  py: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: item.read ? undefined : 'action.hover',
                  '&:hover .inbox-actions': { opacity: 1 },
                }}
              >
                <Avatar src={item.image ?? undefined} sx={{ bgcolor: 'primary.light', width: 36, height: 36 }}>
                  <NavIcon name={item.icon ?? (kind === 'messages' ? 'mail' : 'bell')} fontSize="small" />
                </Avatar>
                <Box
                  sx={{ flex: 1, minWidth: 0, cursor: item.link ? 'pointer' : 'default' }}
                  onClick={() => open(item)}
                  onKeyDown={(e) => e.key === 'Enter' && open(item)}
                  tabIndex={item.link ? 0 : -1}
                >
                  <Typography
                    variant="body2"
                    component="div"
                    sx={{ fontWeight: 600 }}
                    dangerouslySetInnerHTML={safeHtml(item.title)}
                  />
                  {item.description && (
                    <Typography
                      variant="body2"
                      component="div"
                      color="text.secondary"
                      dangerouslySetInnerHTML={safeHtml(item.description)}
                    />
                  )}
                  <Typography variant="caption" color="text.secondary">
                    {formatInboxTime(item.time, lang)}
                  </Typography>
                </Box>
                <Box className="inbox-actions" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                  <Tooltip title={item.read ? t('shell.markUnread') : t('shell.markRead')}>
                    <IconButton
                      size="small"
                      aria-label={item.read ? t('shell.markUnread') : t('shell.markRead')}
                      onClick={() => toggle.mutate({ body: { id: item.id } })}
                    >
                      <CircleIcon sx={{ fontSize: 10 }} color={item.read ? 'disabled' : 'primary'} />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('shell.remove')}>
                    <IconButton size="small" aria-label={t('shell.remove')} onClick={() => remove.mutate({ query: { id: item.id } })}>
                      <CloseIcon sx={{ fontSize: 16 }} />
                    </IconButton>
                  </Tooltip>
                </Box>
              </Box>
            ))
          )}
        </Box>
      </Popover>
    </>
  );
}
