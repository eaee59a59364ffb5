import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import ReportIcon from '@mui/icons-material/Report';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import type { MailLabel } from '@wf/shared/contracts/apps/mailbox/mailbox';

const ICONS = { inbox: InboxIcon, sent: SendIcon, drafts: DraftsIcon, spam: ReportIcon, trash: DeleteIcon, starred: StarIcon, important: LabelImportantIcon };

/** The icon of a folder or filter. */
export function FolderIcon({ slug }: { slug: string }) {
  const Icon = ICONS[slug as keyof typeof ICONS] ?? InboxIcon;
  return <Icon fontSize="small" />;
}

/** A label's colour name (blue, indigo, red...: docs/product/template-apps.md#mailbox) as a colour to paint. */
export function labelColor(color: MailLabel['color']): string {
  const map: Record<MailLabel['color'], string> = {
    blue: '#3b82f6',
    indigo: '#6366f1',
    red: '#ef4444',
    teal: '#14b8a6',
    purple: '#a855f7',
    green: '#22c55e',
    orange: '#f97316',
    pink: '#ec4899',
    gray: '#6b7280',
  };
  return map[color];
}
