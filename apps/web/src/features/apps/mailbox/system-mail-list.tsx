import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DnsIcon from '@mui/icons-material/Dns';
import type { SystemMail } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { formatDateTime } from '@wf/shared/domain/format';
import { useT } from '../../../lib/i18n/index.ts';
import { EmptyState, errorText } from '../../../components/management/list-tools.tsx';
import { LoadErrorAlert } from '../../../components/management/list-toolbar.tsx';
import { mailboxApi } from './mailbox-api.ts';
import { MailPager } from './mail-pager.tsx';

const STATUS_COLOR = { queued: 'default', sending: 'info', sent: 'success', failed: 'error' } as const;

/** Admin's System view: every e-mail the system sent (invitations, roster notices, resets) with its delivery state. */
export function SystemMailList({ page, title, onPage }: { page: number; title: string; onPage(p: number): void }) {
  const { t, lang } = useT();
  const list = useQuery({ queryKey: ['apps', 'mailbox', 'system', page], queryFn: () => mailboxApi.system(page) });
  const [open, setOpen] = useState<string | null>(null);
  const beyond = list.data && list.data.mails === null ? list.data.pagination.lastPage : null;
  useEffect(() => {
    if (beyond !== null) onPage(beyond);
  }, [beyond, onPage]);
  const mails: SystemMail[] = list.data?.mails ?? [];
  return (
    <>
      <MailPager title={title} pagination={list.data?.pagination} onPage={onPage} />
      {list.isPending && <LinearProgress aria-label={t('common.loading')} />}
      <Box sx={{ p: list.isError ? 2 : 0 }}>
        <LoadErrorAlert query={list} retry>
          {errorText(list.error, t)}
        </LoadErrorAlert>
      </Box>
      {list.isSuccess && mails.length === 0 && (
        <EmptyState icon={<DnsIcon />} title={t('apps.mailbox.system.empty')} text={t('apps.mailbox.system.emptyText')} />
      )}
      <List disablePadding sx={{ overflow: 'auto', flex: 1 }} aria-label={title}>
        {mails.map((m) => (
          <Box key={m.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <ListItemButton onClick={() => setOpen(open === m.id ? null : m.id)} sx={{ flexDirection: 'column', alignItems: 'flex-start' }}>
              <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
                <Typography noWrap sx={{ flex: 1 }}>
                  {m.to}
                </Typography>
                <Chip size="small" color={STATUS_COLOR[m.status]} label={t(`apps.mailbox.system.status.${m.status}`)} />
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
      </List>
    </>
  );
}
