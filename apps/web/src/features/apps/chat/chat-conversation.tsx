import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import SendIcon from '@mui/icons-material/Send';
import type { ChatDetail } from '@wf/shared/contracts/apps/chat/chat';
import { chatEndpoints as e } from '@wf/shared/contracts/apps/chat/endpoints';
import { useT } from '../../../lib/i18n/index.ts';
import { safeHtml } from '../../../lib/safe-html.ts';
import { setEndpointData, useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { escapeText, formatChatTime } from './chat-format.ts';
import { NewConversation } from './new-conversation.tsx';

/** 'Select a conversation', while no chat is open. */
export function NoConversation({ onStart }: { onStart(contactId: string): void }) {
  const { t } = useT();
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', color: 'text.secondary', p: 3, textAlign: 'center' }}>
      <Box>
        <ChatBubbleOutlineIcon sx={{ fontSize: 48, opacity: 0.4 }} />
        <Typography variant="h6">{t('apps.chat.selectConversation')}</Typography>
        <NewConversation onStart={onStart} />
      </Box>
    </Box>
  );
}

type Draft = { draft: string; onDraft: (value: string) => void };

/**
 * The open chat: its messages (scrolled to the last) and the box that sends a new one. The draft
 * belongs to the panel, so it outlives switching chats and closing the panel.
 */
export function ChatConversation({ chat, draft, onDraft }: { chat: ChatDetail } & Draft) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [chat.messages.length]);
  return (
    <>
      <Box
        sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
        data-testid="chat-messages"
      >
        {chat.messages.map((m) => (
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
      <MessageBox chatId={chat.id} draft={draft} onDraft={onDraft} />
    </>
  );
}

function MessageBox({ chatId, draft, onDraft }: { chatId: string } & Draft) {
  const { t } = useT();
  const client = useQueryClient();
  // A sent message is appended to its open conversation, and the chat list fetched again behind it.
  const send = useEndpointMutation(e.sendMessage, {
    invalidates: [e.chats],
    awaitRefetch: false,
    onSuccess: (m) => {
      onDraft('');
      setEndpointData(client, e.chat, { query: { id: chatId } }, (d) =>
        d ? { ...d, messages: [...d.messages, m] } : d,
      );
    },
  });
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (draft.trim()) send.mutate({ body: { chatId, value: draft.trim() } });
      }}
      sx={{ display: 'flex', alignItems: 'center', borderTop: 1, borderColor: 'divider', p: 1 }}
    >
      <InputBase
        sx={{ flex: 1, px: 1 }}
        placeholder={t('apps.chat.typeMessage')}
        value={draft}
        onChange={(e) => onDraft(e.target.value)}
        inputProps={{ 'aria-label': t('apps.chat.message'), maxLength: 4000 }}
      />
      <IconButton
        type="submit"
        aria-label={t('apps.chat.send')}
        disabled={!draft.trim() || send.isPending}
        color="primary"
      >
        <SendIcon />
      </IconButton>
    </Box>
  );
}
