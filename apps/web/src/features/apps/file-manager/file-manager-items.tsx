import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import FolderIcon from '@mui/icons-material/Folder';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import type { FileManagerItem } from '@wf/shared/contracts/apps/file-manager/file-manager';
import { formatDateTime } from '@wf/shared/domain/format';
import { useT } from '../../../lib/i18n/index.ts';
import { itemContents, itemDate, itemName } from './item-words.ts';

export function ItemIcon({ item }: { item: FileManagerItem }) {
  if (item.type === 'folder')
    return item.area === 'shared' ? <FolderIcon color="primary" /> : <FolderSharedIcon color="secondary" />;
  if (item.type === 'PDF') return <PictureAsPdfIcon color="error" />;
  if (['JPG', 'PNG', 'WEBP'].includes(item.type)) return <ImageIcon color="success" />;
  return <InsertDriveFileIcon />;
}

/**
 * Folders first, then files, each in the server's order (by name). A click selects an item (the
 * details panel shows it); a double click or Enter opens a folder.
 */
export function FileManagerItems({
  folders,
  files,
  selectedId,
  onSelect,
  onOpen,
}: {
  folders: readonly FileManagerItem[];
  files: readonly FileManagerItem[];
  selectedId: string | null;
  onSelect(item: FileManagerItem): void;
  onOpen(item: FileManagerItem): void;
}) {
  const { t, lang } = useT();
  const row = (item: FileManagerItem) => {
    const secondary = [
      item.type === 'folder' ? itemContents(item, t) : (item.size ?? item.type),
      itemDate(item, item.modifiedAt, lang, formatDateTime),
    ]
      .filter(Boolean)
      .join(' · ');
    return (
      <ListItem key={item.id} disablePadding>
        <ListItemButton
          selected={item.id === selectedId}
          onClick={() => (item.type === 'folder' && item.id === selectedId ? onOpen(item) : onSelect(item))}
          onDoubleClick={() => item.type === 'folder' && onOpen(item)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && item.type === 'folder') onOpen(item);
          }}
        >
          <ListItemIcon>
            <ItemIcon item={item} />
          </ListItemIcon>
          <ListItemText primary={itemName(item, t)} secondary={secondary} />
        </ListItemButton>
      </ListItem>
    );
  };
  return (
    <List dense aria-label={t('apps.file-manager.items')}>
      {folders.map(row)}
      {files.map(row)}
    </List>
  );
}
