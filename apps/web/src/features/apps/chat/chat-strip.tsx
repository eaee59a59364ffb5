import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ChatSummary } from '@wf/shared/contracts/apps/chat/chat';
import { useT } from '../../../lib/i18n/index.ts';

export const STRIP_WIDTH = 72;

/** The quick chat's left strip: one avatar per chat, its unread count, the selected one outlined. */
export function ChatStrip(props: {
  chats: ChatSummary[];
  selected: string | null;
  opened: boolean;
  onSelect: (id: string) => void;
}) {
  const { t } = useT();
  const { chats, selected, opened, onSelect } = props;
  return (
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
        const label = t('apps.chat.chatWith', { name: c.contact.name });
        // The unread badge sits outside the button, whose name carries the count (WCAG 2.5.3, label in name).
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
                onClick={() => onSelect(c.id)}
                aria-label={c.unreadCount ? t('apps.chat.withUnread', { label, count: c.unreadCount }) : label}
                sx={{ display: 'block', p: 0.5, outline: selected === c.id ? 2 : 0, outlineColor: 'primary.main' }}
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
  );
}
