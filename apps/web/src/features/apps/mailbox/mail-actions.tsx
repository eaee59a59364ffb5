import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import LabelImportantOutlineIcon from '@mui/icons-material/LabelImportantOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { MAIL_FOLDERS, type Mail, type MailLabel } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { MAIL_FOLDER } from '@wf/shared/enums/apps';
import { useT } from '../../../lib/i18n/index.ts';
import { FolderIcon } from './mail-icons.tsx';

type Change = Partial<Pick<Mail, 'unread' | 'starred' | 'important' | 'folder' | 'labels'>>;

/** The open mail's toolbar: back (phone), star, important, unread, labels, move, edit a draft, delete for good. */
export function MailActions({
  mail: m,
  labels,
  onBack,
  onChange,
  onDelete,
  onEditDraft,
}: {
  mail: Mail;
  labels: MailLabel[];
  onBack?: () => void;
  onChange(change: Change): void;
  onDelete(): void;
  onEditDraft(): void;
}) {
  const { t } = useT();
  const [menu, setMenu] = useState<{ kind: 'move' | 'labels'; anchor: HTMLElement } | null>(null);
  const isDraft = m.draft !== null;
  const folders = MAIL_FOLDERS.filter((f) => f !== m.folder && (isDraft ? f === 'drafts' || f === 'trash' : f !== 'drafts'));
  const action = (label: string, icon: React.ReactNode, onClick: (e: React.MouseEvent<HTMLElement>) => void) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  const toggleLabel = (id: string) => onChange({ labels: m.labels.includes(id) ? m.labels.filter((l) => l !== id) : [...m.labels, id] });

  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {onBack && action(t('apps.mailbox.back'), <ArrowBackIcon />, onBack)}
      {isDraft && action(t('apps.mailbox.editDraft'), <EditIcon />, onEditDraft)}
      {action(
        t(m.starred ? 'apps.mailbox.unstar' : 'apps.mailbox.star'),
        m.starred ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />,
        () => onChange({ starred: !m.starred }),
      )}
      {action(
        t(m.important ? 'apps.mailbox.notImportant' : 'apps.mailbox.markImportant'),
        m.important ? <LabelImportantIcon color="error" /> : <LabelImportantOutlineIcon />,
        () => onChange({ important: !m.important }),
      )}
      {action(t('apps.mailbox.markUnread'), <MarkEmailUnreadIcon />, () => onChange({ unread: true }))}
      {action(t('apps.mailbox.setLabels'), <LabelIcon />, (e) => setMenu({ kind: 'labels', anchor: e.currentTarget }))}
      {action(t('apps.mailbox.move'), <DriveFileMoveIcon />, (e) => setMenu({ kind: 'move', anchor: e.currentTarget }))}
      {(m.folder === 'trash' || m.folder === 'drafts') && action(t('apps.mailbox.deleteForever'), <DeleteForeverIcon />, onDelete)}
      <Menu open={menu?.kind === 'move'} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {folders.map((f) => (
          <MenuItem
            key={f}
            onClick={() => {
              onChange({ folder: f });
              setMenu(null);
            }}
          >
            <ListItemIcon>
              <FolderIcon slug={f} />
            </ListItemIcon>
            <ListItemText>{t(MAIL_FOLDER.key(f))}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <Menu open={menu?.kind === 'labels'} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {labels.map((l) => (
          <MenuItem key={l.id} onClick={() => toggleLabel(l.id)}>
            <Checkbox size="small" checked={m.labels.includes(l.id)} tabIndex={-1} disableRipple />
            <ListItemText>{l.title}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
