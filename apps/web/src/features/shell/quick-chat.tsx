import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import type { ChatDetail } from '@wf/shared/contracts/apps/chat/chat';
import { formatChatTime, safeHtml } from './format.ts';
import { onQuickChatRequest, requestQuickChat } from './quick-chat-bus.ts';
import { shellApi, shellQueries } from './shell-api.ts';
import { useT } from './shell-context.tsx';

const OPEN_WIDTH = 384; // 96 units
const STRIP_WIDTH = 72;

/** Toolbar button for screens where the chat strip is hidden. */
export function QuickChatButton() {
  const { t } = useT();
  const { data: chats = [] } = useQuery(shellQueries.chats);
  const unread = chats.reduce((n, c) => n + c.unreadCount, 0);
  return (
    <Tooltip title={t('shell.chat')}>
      <IconButton
        color="inherit"
        // The unread count the badge shows is part of the name (WCAG 2.5.3, label in name).
        aria-label={unread ? t('shell.withUnread', { label: t('shell.chat'), count: unread }) : t('shell.chat')}
        data-testid="chat-button"
        onClick={() => requestQuickChat(null)}
      >
        <Badge badgeContent={unread} color="secondary" invisible={unread === 0}>
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
  const client = useQueryClient();
  const wide = useMediaQuery((th: Theme) => th.breakpoints.up('lg'));
  const [opened, setOpened] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const { data: chats = [] } = useQuery(shellQueries.chats);
  const chat = useQuery({
    queryKey: ['shell', 'chat', selected],
    queryFn: () => shellApi.chat(selected!),
    enabled: !!selected,
  });
  const endRef = useRef<HTMLDivElement>(null);

  const select = async (id: string) => {
    setSelected(id);
    setOpened(true);
    const c = chats.find((x) => x.id === id);
    if (c && c.unreadCount > 0) {
      await shellApi.markChatRead(id);
      void client.invalidateQueries({ queryKey: shellQueries.chats.queryKey });
    }
  };

  useEffect(
    () =>
      onQuickChatRequest((contactId) => {
        setOpened(true);
        if (!contactId) return;
        void shellApi.startChat(contactId).then(async (c) => {
          await client.invalidateQueries({ queryKey: shellQueries.chats.queryKey });
          setSelected(c.id);
        });
      }),
    [client],
  );
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [chat.data?.messages.length]);

  const send = useMutation({
    mutationFn: (value: string) => shellApi.sendChatMessage(selected!, value),
    onSuccess: (m) => {
      setDraft('');
      client.setQueryData<ChatDetail>(['shell', 'chat', selected], (d) =>
        d ? { ...d, messages: [...d.messages, m] } : d,
      );
      void client.invalidateQueries({ queryKey: shellQueries.chats.queryKey });
    },
  });

  if (!wide && !opened) return null;
  const current = chat.data;
  return (
    <Box
      data-testid="quick-chat"
      data-opened={opened}
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
        aria-label={opened && current ? t('shell.chatWith', { name: current.contact.name }) : t('shell.chat')}
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
            {current ? current.contact.name : t('shell.chat')}
          </Typography>
        )}
        {opened && <CloseIcon fontSize="small" />}
      </Box>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box
          sx={{
            width: STRIP_WIDTH,
            flex: '0 0 auto',
            overflowY: 'auto',
            borderRight: opened ? 1 : 0,
            borderColor: 'divider',
            py: 1,
          }}
          data-testid="chat-list"
        >
          {chats.map((c) => {
            const label = t('shell.chatWith', { name: c.contact.name });
            // The unread badge sits outside the button, whose name carries the count (WCAG 2.5.3).
            return (
              <Badge
                key={c.id}
                badgeContent={c.unreadCount}
                color="secondary"
                invisible={c.unreadCount === 0}
                overlap="circular"
                slotProps={{ badge: { 'aria-hidden': true } as object }}
                sx={{ display: 'block', width: 'fit-content', mx: 'auto', my: 0.5 }}
              >
                <Tooltip title={c.contact.name} placement="left">
                  <IconButton
                    onClick={() => select(c.id)}
                    aria-label={c.unreadCount ? t('shell.withUnread', { label, count: c.unreadCount }) : label}
                    sx={{
                      display: 'block',
                      p: 0.5,
                      outline: selected === c.id ? 2 : 0,
                      outlineColor: 'primary.main',
                    }}
                  >
                    <Avatar src={c.contact.avatar ?? undefined} sx={{ width: 40, height: 40 }}>
                      {c.contact.name[0]}
                    </Avatar>
                  </IconButton>
                </Tooltip>
              </Badge>
            );
          })}
        </Box>
        {opened && (
          <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            {!current ? (
              <Box
                sx={{
                  flex: 1,
                  display: 'grid',
                  placeItems: 'center',
                  color: 'text.secondary',
                  p: 3,
                  textAlign: 'center',
                }}
              >
                <Box>
                  <ChatBubbleOutlineIcon sx={{ fontSize: 48, opacity: 0.4 }} />
                  <Typography variant="h6">{t('shell.selectConversation')}</Typography>
                </Box>
              </Box>
            ) : (
              <>
                <Box
                  sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
                  data-testid="chat-messages"
                >
                  {current.messages.map((m) => (
                    <Box key={m.id} sx={{ alignSelf: m.isMine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
                      <Box
                        sx={{
                          px: 1.5,
                          py: 1,
                          borderRadius: 2,
                          bgcolor: m.isMine ? 'primary.main' : 'action.selected',
                          color: m.isMine ? 'primary.contrastText' : 'text.primary',
                          fontSize: 14,
                          wordBreak: 'break-word',
                        }}
                        dangerouslySetInnerHTML={safeHtml(escapeText(m.value))}
                      />
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block', textAlign: m.isMine ? 'right' : 'left' }}
                      >
                        {formatChatTime(m.createdAt)}
                      </Typography>
                    </Box>
                  ))}
                  <div ref={endRef} />
                </Box>
                <Box
                  component="form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (draft.trim()) send.mutate(draft.trim());
                  }}
                  sx={{ display: 'flex', alignItems: 'center', borderTop: 1, borderColor: 'divider', p: 1 }}
                >
                  <InputBase
                    sx={{ flex: 1, px: 1 }}
                    placeholder={t('shell.typeMessage')}
                    value={draft}
                    onChange={(e) => setDraft(e.target.value)}
                    inputProps={{ 'aria-label': t('shell.message'), maxLength: 4000 }}
                  />
                  <IconButton
                    type="submit"
                    aria-label={t('shell.send')}
                    disabled={!draft.trim() || send.isPending}
                    color="primary"
                  >
                    <SendIcon />
                  </IconButton>
                </Box>
              </>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** Chat messages are stored as typed text: shown as text, line breaks kept. */
function escapeText(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>');
}
