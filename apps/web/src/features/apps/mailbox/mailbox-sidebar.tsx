import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import CreateIcon from '@mui/icons-material/Create';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DnsIcon from '@mui/icons-material/Dns';
import LabelIcon from '@mui/icons-material/Label';
import { mailboxEndpoints } from '@wf/shared/contracts/apps/mailbox/endpoints';
import { MAIL_FILTERS, type MailLabel } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { MAIL_FOLDER } from '@wf/shared/enums/apps';
import { useT } from '../../../lib/i18n/index.ts';
import { useCan } from '../../../lib/use-can.ts';
import { ConfirmDialog } from '../../../components/management/dialog/confirm-dialog.tsx';
import { useEndpoint, useEndpointMutation } from '../../../lib/use-endpoint.ts';
import type { MailboxView } from './mailbox-view.ts';
import { FolderIcon, labelColor } from './mail-icons.tsx';

/** The mailbox's sidebar: compose, folders with their counts, filters, labels, and admin's System view. */
export function MailboxSidebar({
  view,
  labels,
  onView,
  onCompose,
}: {
  view: MailboxView;
  labels: MailLabel[];
  onView(v: MailboxView): void;
  onCompose(): void;
}) {
  const { t } = useT();
  const can = useCan();
  const folders = useEndpoint(mailboxEndpoints.folders);
  // Every change refreshes the mailbox (folder counts, lists and the open mail).
  const createLabel = useEndpointMutation(mailboxEndpoints.createLabel, { invalidates: [mailboxEndpoints] });
  const removeLabel = useEndpointMutation(mailboxEndpoints.removeLabel, { invalidates: [mailboxEndpoints] });
  const [newLabel, setNewLabel] = useState('');
  const [deleting, setDeleting] = useState<MailLabel | null>(null);
  const is = (kind: MailboxView['kind'], slug: string) => view.kind === kind && view.slug === slug;
  const addLabel = () => {
    if (newLabel.trim())
      createLabel.mutate({ body: { label: { title: newLabel.trim() } } }, { onSuccess: () => setNewLabel('') });
  };

  return (
    <Box sx={{ py: 1 }}>
      <Box sx={{ px: 2, pb: 1 }}>
        <Button fullWidth variant="contained" startIcon={<CreateIcon />} onClick={onCompose}>
          {t('apps.mailbox.compose')}
        </Button>
      </Box>
      <List dense subheader={<ListSubheader>{t('apps.mailbox.folders')}</ListSubheader>}>
        {(folders.data ?? []).map((f) => (
          <ListItem key={f.slug} disablePadding>
            <ListItemButton selected={is('folder', f.slug)} onClick={() => onView({ kind: 'folder', slug: f.slug })}>
              <ListItemIcon>
                <Badge badgeContent={f.count} color={f.slug === 'inbox' ? 'primary' : 'default'} max={999}>
                  <FolderIcon slug={f.slug} />
                </Badge>
              </ListItemIcon>
              <ListItemText primary={t(MAIL_FOLDER.key(f.slug))} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <List dense subheader={<ListSubheader>{t('apps.mailbox.filters')}</ListSubheader>}>
        {MAIL_FILTERS.map((slug) => (
          <ListItem key={slug} disablePadding>
            <ListItemButton selected={is('filter', slug)} onClick={() => onView({ kind: 'filter', slug })}>
              <ListItemIcon>
                <FolderIcon slug={slug} />
              </ListItemIcon>
              <ListItemText primary={t(`apps.mailbox.filter.${slug}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <List dense subheader={<ListSubheader>{t('apps.mailbox.labels')}</ListSubheader>}>
        {labels.map((l) => (
          <ListItem
            key={l.id}
            disablePadding
            secondaryAction={
              <IconButton
                size="small"
                edge="end"
                aria-label={t('apps.mailbox.deleteLabel', { name: l.title })}
                onClick={() => setDeleting(l)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemButton selected={is('label', l.slug)} onClick={() => onView({ kind: 'label', slug: l.slug })}>
              <ListItemIcon>
                <LabelIcon sx={{ color: labelColor(l.color) }} />
              </ListItemIcon>
              <ListItemText primary={l.title} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Box sx={{ px: 2 }}>
        <TextField
          size="small"
          fullWidth
          label={t('apps.mailbox.newLabel')}
          value={newLabel}
          onChange={(e) => setNewLabel(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && addLabel()}
        />
      </Box>
      {can(mailboxEndpoints.system) && (
        <List dense subheader={<ListSubheader>{t('apps.mailbox.admin')}</ListSubheader>}>
          <ListItem disablePadding>
            <ListItemButton
              selected={view.kind === 'system'}
              onClick={() => onView({ kind: 'system', slug: 'system' })}
            >
              <ListItemIcon>
                <DnsIcon />
              </ListItemIcon>
              <ListItemText primary={t('apps.mailbox.system.title')} />
            </ListItemButton>
          </ListItem>
        </List>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('apps.mailbox.deleteLabelTitle')}
        text={t('apps.mailbox.deleteLabelText', { name: deleting?.title ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={() => removeLabel.mutateAsync({ query: { id: deleting!.id } })}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
