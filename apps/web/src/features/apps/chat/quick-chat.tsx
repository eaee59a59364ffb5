import { useCallback, useEffect, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '../../../lib/i18n/index.ts';
import { chatEndpoints as chat } from '@wf/shared/contracts/apps/chat/endpoints';
import { useEndpoint, useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { ChatConversation, NoConversation } from './chat-conversation.tsx';
import { ChatStrip, STRIP_WIDTH } from './chat-strip.tsx';
import { onQuickChatRequest, requestQuickChat } from './quick-chat-bus.ts';

const OPEN_WIDTH = 384; // 96 units

/** Toolbar button for screens where the chat strip is hidden. */
export function QuickChatButton() {
  const { t } = useT();
  const { data: chats = [] } = useEndpoint(chat.chats);
  const unread = chats.reduce((n, c) => n + c.unreadCount, 0);
  return (
    <Tooltip title={t('apps.chat.chat')}>
      <IconButton
        color="inherit"
        // The unread count the badge shows is part of the name (WCAG 2.5.3, label in name).
        aria-label={
          unread ? t('apps.chat.withUnread', { label: t('apps.chat.chat'), count: unread }) : t('apps.chat.chat')
        }
        data-testid="chat-button"
        onClick={() => requestQuickChat(null)}
      >
        <Badge
          badgeContent={unread || undefined}
          color="secondary"
          invisible={unread === 0}
          slotProps={{ badge: { 'aria-hidden': true } as object }}
        >
          <ChatBubbleOutlineIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

/**
 * Quick team chat at the right: chat list at left, conversation at right; 'Select a
 * conversation' when none is selected; clicking the header toggles the panel; selecting a chat
 * opens the panel and loads it; sending stores the message.
 */
export function QuickChat() {
  const { t } = useT();
  const wide = useMediaQuery((th: Theme) => th.breakpoints.up('lg'));
  const [opened, setOpened] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  // The chat list loads with the shell's initial data (the loader of features/shell/main-layout.tsx).
  const { data: chats = [] } = useEndpoint(chat.chats);
  const open = useEndpoint(chat.chat, { query: { id: selected ?? '' } }, { enabled: !!selected });
  // Reading a chat refreshes the list behind it; a started chat opens once the list has it.
  const markRead = useEndpointMutation(chat.read, { invalidates: [chat.chats], awaitRefetch: false });
  const { mutateAsync: start } = useEndpointMutation(chat.startChat, { invalidates: [chat.chats] });

  const select = async (id: string) => {
    setSelected(id);
    setOpened(true);
    const c = chats.find((x) => x.id === id);
    if (c && c.unreadCount > 0) {
      await markRead.mutateAsync({ body: { id } });
    }
  };

  /** A chat with this contact (a new one, or theirs already), opened. */
  const startWith = useCallback(
    (contactId: string) => void start({ body: { contactId } }).then((c) => setSelected(c.id)),
    [start],
  );

  useEffect(
    () =>
      onQuickChatRequest((contactId) => {
        setOpened(true);
        if (contactId) startWith(contactId);
      }),
    [startWith],
  );

  if (!wide && !opened) return null;
  const current = open.data;
  return (
    <Box
      data-testid="quick-chat"
      data-opened={opened}
      // Escape closes the open panel (issue 29, item 9).
      onKeyDown={(e) => {
        if (e.key === 'Escape' && opened) {
          e.stopPropagation();
          setOpened(false);
        }
      }}
      sx={{
        position: 'fixed',
        top: 0,
        right: 0,
        bottom: 0,
        zIndex: 1150,
        width: opened ? { xs: '100vw', sm: OPEN_WIDTH + STRIP_WIDTH } : STRIP_WIDTH,
        transition: 'width 300ms',
        bgcolor: 'background.paper',
        borderLeft: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        boxShadow: opened ? 12 : 0,
      }}
    >
      <Box
        component="button"
        type="button"
        onClick={() => setOpened((o) => !o)}
        aria-expanded={opened}
        // Opened, the header shows the contact's name: the button's name starts with it (WCAG 2.5.3).
        aria-label={opened && current ? t('apps.chat.chatWith', { name: current.contact.name }) : t('apps.chat.chat')}
        data-testid="chat-header"
        sx={{
          all: 'unset',
          cursor: 'pointer',
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          height: 64,
          px: 2.5,
          bgcolor: 'brand.main',
          color: 'brand.contrastText',
          flex: '0 0 auto',
        }}
      >
        <ChatBubbleOutlineIcon />
        {opened && (
          <Typography sx={{ flex: 1, fontWeight: 600 }} noWrap>
            {current ? current.contact.name : t('apps.chat.chat')}
          </Typography>
        )}
        {opened && <CloseIcon fontSize="small" />}
      </Box>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <ChatStrip chats={chats} selected={selected} opened={opened} onSelect={(id) => void select(id)} />
        {opened && (
          <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            {current ? (
              <ChatConversation chat={current} draft={draft} onDraft={setDraft} />
            ) : (
              <NoConversation onStart={startWith} />
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
