import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import type { Mail } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { useT } from '../../../lib/i18n/index.ts';
import { useUrlParamsUpdate } from '../../../lib/url-params.ts';
import { mailboxEndpoints as mb } from '@wf/shared/contracts/apps/mailbox/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { pageOf, viewOf, viewParams, type MailboxView } from './mailbox-view.ts';
import { MailboxSidebar } from './mailbox-sidebar.tsx';
import { MailList } from './mail-list.tsx';
import { MailReader } from './mail-reader.tsx';
import { ComposeDialog } from './compose-dialog.tsx';
import { SystemMailList } from './system-mail-list.tsx';

/** /apps/mailbox: the office's internal mail (folders, filters, labels), and admin's System view. */
export function Component() {
  const { t } = useT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [params] = useSearchParams();
  const updateUrl = useUrlParamsUpdate();
  const view = viewOf(params);
  const page = pageOf(params);
  const openId = params.get('mail');
  const [menuOpen, setMenuOpen] = useState(false);
  const [composing, setComposing] = useState<Mail | 'new' | null>(null);
  const labels = useEndpoint(mb.labels);

  const go = (next: MailboxView) => {
    updateUrl(viewParams(next));
    setMenuOpen(false);
  };
  const open = (id: string | null) => updateUrl({ mail: id ?? undefined });
  const sidebar = (
    <MailboxSidebar view={view} labels={labels.data ?? []} onView={go} onCompose={() => setComposing('new')} />
  );
  const title =
    view.kind === 'system'
      ? t('apps.mailbox.system.title')
      : view.kind === 'label'
        ? (labels.data?.find((l) => l.slug === view.slug)?.title ?? view.slug)
        : t(`apps.mailbox.${view.kind}.${view.slug}`);
  const showList = !phone || !openId;

  return (
    <Stack spacing={2} sx={{ height: { md: 'calc(100vh - 120px)' }, minHeight: 480 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {phone && (
          <IconButton aria-label={t('apps.mailbox.menu')} onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h5" component="h1">
          {t('apps.mailbox.title')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ flex: 1, minHeight: 0 }}>
        {phone ? (
          <Drawer open={menuOpen} onClose={() => setMenuOpen(false)}>
            <Box sx={{ width: 260 }}>{sidebar}</Box>
          </Drawer>
        ) : (
          <Paper variant="outlined" sx={{ width: 240, flexShrink: 0, overflow: 'auto' }}>
            {sidebar}
          </Paper>
        )}
        {showList && (
          <Paper
            variant="outlined"
            sx={{
              width: { xs: '100%', md: view.kind === 'system' ? 'auto' : 380 },
              flex: view.kind === 'system' ? 1 : undefined,
              flexShrink: 0,
              display: 'flex',
              flexDirection: 'column',
              minHeight: 0,
            }}
          >
            {view.kind === 'system' ? (
              <SystemMailList page={page} title={title} onPage={(p) => updateUrl({ page: String(p) })} />
            ) : (
              <MailList
                view={view}
                page={page}
                title={title}
                labels={labels.data ?? []}
                selected={openId}
                onOpen={open}
                onPage={(p) => updateUrl({ page: p > 1 ? String(p) : undefined, mail: undefined })}
              />
            )}
          </Paper>
        )}
        {view.kind !== 'system' && (!phone || openId) && (
          <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
            <MailReader
              id={openId}
              labels={labels.data ?? []}
              onBack={phone ? () => open(null) : undefined}
              onClosed={() => open(null)}
              onEditDraft={(m) => setComposing(m)}
            />
          </Paper>
        )}
      </Stack>
      {composing && <ComposeDialog draft={composing === 'new' ? null : composing} onClose={() => setComposing(null)} />}
    </Stack>
  );
}
