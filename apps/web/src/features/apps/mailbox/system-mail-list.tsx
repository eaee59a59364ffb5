import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DnsIcon from '@mui/icons-material/Dns';
import type { SystemMail } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { OUTBOX_STATUS } from '@wf/shared/enums/apps';
import { EnumChip } from '../../../lib/enum-chip.tsx';
import { formatDateTime } from '@wf/shared/domain/format';
import { useT } from '../../../lib/i18n/index.ts';
import { mailboxEndpoints as mb } from '@wf/shared/contracts/apps/mailbox/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { MailListFrame } from './mail-list-frame.tsx';

/** Admin's System view: every e-mail the system sent (invitations, roster notices, resets) with its delivery state. */
export function SystemMailList({ page, title, onPage }: { page: number; title: string; onPage(p: number): void }) {
  const { t, lang } = useT();
  const list = useEndpoint(mb.system, { query: { page } });
  const [open, setOpen] = useState<string | null>(null);
  const mails: SystemMail[] = list.data?.mails ?? [];
  return (
    <MailListFrame
      title={title}
      list={list}
      onPage={onPage}
      empty={{ icon: <DnsIcon />, title: t('apps.mailbox.system.empty'), text: t('apps.mailbox.system.emptyText') }}
    >
      {mails.map((m) => (
        <Box key={m.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <ListItemButton
            onClick={() => setOpen(open === m.id ? null : m.id)}
            sx={{ flexDirection: 'column', alignItems: 'flex-start' }}
          >
            <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
              <Typography noWrap sx={{ flex: 1 }}>
                {m.to}
              </Typography>
              <EnumChip of={OUTBOX_STATUS} value={m.status} />
            </Stack>
            <Typography variant="body2" noWrap sx={{ width: '100%' }}>
              {m.subject}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(m.createdAt, lang)}
              {m.sentAt ? ` · ${t('apps.mailbox.system.sentAt', { at: formatDateTime(m.sentAt, lang) })}` : ''}
            </Typography>
          </ListItemButton>
          <Collapse in={open === m.id} unmountOnExit>
            <Box sx={{ px: 2, pb: 2 }}>
              {m.lastError && (
                <Typography color="error" variant="body2">
                  {t('apps.mailbox.system.error', { count: m.attempts, error: m.lastError })}
                </Typography>
              )}
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.text}
              </Typography>
            </Box>
          </Collapse>
        </Box>
      ))}
    </MailListFrame>
  );
}
