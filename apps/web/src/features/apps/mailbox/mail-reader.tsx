import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import type { Mail, MailLabel } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { mailboxEndpoints as mb } from '@wf/shared/contracts/apps/mailbox/endpoints';
import { formatDateTime } from '@wf/shared/domain/format';
import { useT } from '../../../lib/i18n/index.ts';
import { EmptyState, errorText } from '../../../components/management/list/list-tools.tsx';
import { LoadErrorAlert } from '../../../components/management/list/list-toolbar.tsx';
import { ConfirmDialog } from '../../../components/management/dialog/confirm-dialog.tsx';
import { useEndpoint, useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { downloadAttachment } from './mail-attachment.ts';
import { sizeText } from './mailbox-view.ts';
import { MailActions } from './mail-actions.tsx';

/** The reading pane: the open mail (marked read when opened), its attachments and its actions. */
export function MailReader({
  id,
  labels,
  onBack,
  onClosed,
  onEditDraft,
}: {
  id: string | null;
  labels: MailLabel[];
  onBack?: () => void;
  onClosed(): void;
  onEditDraft(m: Mail): void;
}) {
  const { t, lang } = useT();
  const mail = useEndpoint(mb.mail, { query: { id: id ?? '' } }, { enabled: !!id });
  // Every change refreshes the mailbox (folder counts, lists and the open mail).
  const update = useEndpointMutation(mb.updateMail, { invalidates: [mb] });
  const remove = useEndpointMutation(mb.removeMail, { invalidates: [mb] });
  const [deleting, setDeleting] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const m = mail.data;
  useEffect(() => {
    if (m?.unread) update.mutate({ body: { id: m.id, mail: { unread: false } } });
    // Marked read once per opened mail.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [m?.id, m?.unread]);

  if (!id)
    return (
      <EmptyState icon={<MailOutlineIcon />} title={t('apps.mailbox.noneOpen')} text={t('apps.mailbox.noneOpenText')} />
    );
  if (mail.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (!m)
    return (
      <Box sx={{ p: 2 }}>
        <LoadErrorAlert query={mail} retry>
          {errorText(mail.error, t)}
        </LoadErrorAlert>
      </Box>
    );
  const byId = new Map(labels.map((l) => [l.id, l]));
  const people = (key: 'to' | 'cc' | 'bcc') =>
    m[key].length > 0 && (
      <Typography variant="body2" color="text.secondary">
        {t(`apps.mailbox.${key}`)}: {m[key].join(', ')}
      </Typography>
    );

  return (
    <Stack sx={{ p: 2 }} spacing={1.5} component="article" aria-label={m.subject || t('apps.mailbox.noSubject')}>
      <MailActions
        mail={m}
        labels={labels}
        onBack={onBack}
        onChange={(change) => update.mutate({ body: { id: m.id, mail: change } })}
        onDelete={() => setDeleting(true)}
        onEditDraft={() => onEditDraft(m)}
      />
      <Typography variant="h6" component="h2">
        {m.subject || t('apps.mailbox.noSubject')}
      </Typography>
      {m.labels.length > 0 && (
        <Stack direction="row" spacing={0.5}>
          {m.labels
            .map((lid) => byId.get(lid))
            .filter((l) => !!l)
            .map((l) => (
              <Chip key={l.id} size="small" label={l.title} />
            ))}
        </Stack>
      )}
      <Box>
        <Typography variant="body2">
          {t('apps.mailbox.from')}: <strong>{m.from.contact}</strong>
        </Typography>
        {people('to')}
        {people('cc')}
        {people('bcc')}
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(m.date, lang)}
        </Typography>
      </Box>
      <Divider />
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.content}</Typography>
      {m.attachments.length > 0 && (
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('apps.mailbox.attachments', { count: m.attachments.length })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {m.attachments.map((a) => (
              <Chip
                key={a.id}
                icon={<AttachFileIcon />}
                label={`${a.name} (${sizeText(a.size)})`}
                onClick={() => downloadAttachment(a).catch((err: unknown) => setDownloadError(errorText(err, t)))}
                variant="outlined"
              />
            ))}
          </Stack>
          {downloadError && (
            <Typography color="error" variant="body2" sx={{ mt: 1 }}>
              {downloadError}
            </Typography>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={deleting}
        title={t('apps.mailbox.deleteTitle')}
        text={t('apps.mailbox.deleteText')}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={() => remove.mutateAsync({ query: { id: m.id } }).then(onClosed)}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
