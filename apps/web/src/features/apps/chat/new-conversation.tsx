import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { chatEndpoints } from '@wf/shared/contracts/apps/chat/endpoints';
import { useT } from '../../../lib/i18n/index.ts';
import { useEndpoint } from '../../../lib/use-endpoint.ts';

/** "Start a conversation": any contact, picked here, opens a new chat with them (issue 29, item 9). */
export function NewConversation({ onStart }: { onStart(contactId: string): void }) {
  const { t } = useT();
  const contacts = useEndpoint(chatEndpoints.contacts);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('apps.chat.newConversation')}
      value=""
      onChange={(e) => e.target.value && onStart(e.target.value)}
      sx={{ mt: 2, minWidth: 200, textAlign: 'left' }}
    >
      {(contacts.data ?? []).map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
