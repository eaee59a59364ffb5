import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import type { Mail, MailContact } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { mailboxEndpoints as mb } from '@wf/shared/contracts/apps/mailbox/endpoints';
import { useT } from '../../../lib/i18n/index.ts';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { DialogError } from '../../../components/management/dialog/dialog-parts.tsx';
import { call } from '../../../lib/call.ts';
import { invalidateEndpoints, useEndpoint } from '../../../lib/use-endpoint.ts';
import { sizeText } from './mailbox-view.ts';

type Field = 'to' | 'cc' | 'bcc';

/** Writing a mail to staff: recipients, subject, text, attachments (checked by the server); kept as a draft until sent. */
export function ComposeDialog({ draft, onClose }: { draft: Mail | null; onClose(): void }) {
  const { t } = useT();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const client = useQueryClient();
  const contacts = useEndpoint(mb.contacts);
  const [saved, setSaved] = useState<Mail | null>(draft);
  const [who, setWho] = useState<Record<Field, string[]>>(draft?.draft ?? { to: [], cc: [], bcc: [] });
  const [subject, setSubject] = useState(draft?.subject ?? '');
  const [content, setContent] = useState(draft?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const byId = new Map((contacts.data ?? []).map((c) => [c.id, c]));

  const fields = () => ({ ...who, subject, content });
  const save = async () => {
    const next = fields();
    const m = saved
      ? await call(mb.updateDraft, { body: { id: saved.id, draft: next } })
      : await call(mb.createDraft, { body: { draft: next } });
    setSaved(m);
    return m;
  };
  // Each step (keep the draft, attach, detach, send) refreshes the mailbox behind it once it is done.
  const step = async (run: () => Promise<unknown>, close = false) => {
    setBusy(true);
    setError(null);
    try {
      await run();
      void invalidateEndpoints(client, [mb]);
      if (close) onClose();
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  const attach = (files: File[]) =>
    step(async () => {
      let m = await save();
      for (const f of files)
        m = await call(mb.addAttachment, {
          query: { mailId: m.id },
          headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(f.name) },
          body: f,
        });
      setSaved(m);
    });
  const recipients = (field: Field) => (
    <Autocomplete<MailContact, true>
      multiple
      options={contacts.data ?? []}
      getOptionLabel={(c) => `${c.name} <${c.email}>`}
      value={who[field].map((id) => byId.get(id)).filter((c): c is MailContact => !!c)}
      onChange={(_e, v) => setWho({ ...who, [field]: v.map((c) => c.id) })}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(p) => <TextField {...p} label={t(`apps.mailbox.${field}`)} />}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="compose-title">
      <DialogTitle id="compose-title">{t(draft ? 'apps.mailbox.editDraft' : 'apps.mailbox.compose')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {recipients('to')}
          {recipients('cc')}
          {recipients('bcc')}
          <TextField
            label={t('apps.mailbox.subject')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <TextField
            label={t('apps.mailbox.message')}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            multiline
            minRows={8}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button startIcon={<AttachFileIcon />} onClick={() => fileInput.current?.click()} disabled={busy}>
              {t('apps.mailbox.attach')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              multiple
              accept="application/pdf,image/png,image/jpeg"
              aria-label={t('apps.mailbox.attach')}
              onChange={(e) => {
                // Taken before the field is cleared (the FileList is live).
                void attach(Array.from(e.target.files ?? []));
                e.target.value = '';
              }}
            />
            {saved?.attachments.map((a) => (
              <Chip
                key={a.id}
                label={`${a.name} (${sizeText(a.size)})`}
                onDelete={() =>
                  step(async () =>
                    setSaved(await call(mb.removeAttachment, { query: { mailId: saved.id, attachmentId: a.id } })),
                  )
                }
              />
            ))}
          </Stack>
          <DialogError error={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button onClick={() => step(save, true)} disabled={busy}>
          {t('apps.mailbox.saveDraft')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={busy}
          onClick={() => step(async () => call(mb.send, { body: { id: (await save()).id } }), true)}
        >
          {t('apps.mailbox.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
